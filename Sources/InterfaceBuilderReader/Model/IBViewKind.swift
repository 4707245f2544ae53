/// The UIKit view classes Interface Builder writes as XML elements, by element name.
///
/// The class a view stands for at run time is its ``IBView/customClass`` if it has one, else
/// ``uiKitClassName``.
public enum IBViewKind: String, CaseIterable, Hashable, Sendable {
    case view, label, button, imageView, textField, textView
    case `switch`, slider, stepper, segmentedControl, progressView, activityIndicatorView
    case pageControl, datePicker, pickerView
    case stackView, scrollView, tableView, tableViewCell, tableViewCellContentView
    case collectionView, collectionViewCell, collectionViewCellContentView, collectionReusableView
    case visualEffectView, mapView, wkWebView, webView, searchBar, navigationBar, toolbar, tabBar
    case containerView, glkView, arscnView, arskView, sceneKitView, mtkView
    /// An element that has a saved frame but that the reader does not know; it is kept as a plain
    /// view with a warning. ``IBView/element`` holds its name.
    case unknown

    /// The UIKit class the element stands for (`UILabel` for `label`), `UIView` for unknown ones.
    public var uiKitClassName: String {
        switch self {
        case .view, .unknown, .containerView: "UIView"
        case .label: "UILabel"
        case .button: "UIButton"
        case .imageView: "UIImageView"
        case .textField: "UITextField"
        case .textView: "UITextView"
        case .switch: "UISwitch"
        case .slider: "UISlider"
        case .stepper: "UIStepper"
        case .segmentedControl: "UISegmentedControl"
        case .progressView: "UIProgressView"
        case .activityIndicatorView: "UIActivityIndicatorView"
        case .pageControl: "UIPageControl"
        case .datePicker: "UIDatePicker"
        case .pickerView: "UIPickerView"
        case .stackView: "UIStackView"
        case .scrollView: "UIScrollView"
        case .tableView: "UITableView"
        case .tableViewCell: "UITableViewCell"
        case .tableViewCellContentView: "UITableViewCellContentView"
        case .collectionView: "UICollectionView"
        case .collectionViewCell: "UICollectionViewCell"
        case .collectionViewCellContentView: "UICollectionViewCellContentView"
        case .collectionReusableView: "UICollectionReusableView"
        case .visualEffectView: "UIVisualEffectView"
        case .mapView: "MKMapView"
        case .wkWebView: "WKWebView"
        case .webView: "UIWebView"
        case .searchBar: "UISearchBar"
        case .navigationBar: "UINavigationBar"
        case .toolbar: "UIToolbar"
        case .tabBar: "UITabBar"
        case .glkView: "GLKView"
        case .arscnView: "ARSCNView"
        case .arskView: "ARSKView"
        case .sceneKitView: "SCNView"
        case .mtkView: "MTKView"
        }
    }
}
