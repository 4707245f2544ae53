/// A view showing an image, as `UIImageView`. Its intrinsic size is the image's size; with no image
/// it has no intrinsic size.
public final class ImageView: View {
    override public var className: String { "UIImageView" }

    /// The size of the image in points, or `nil` for no image.
    public var imageSize: Size?

    public init(imageSize: Size? = nil) {
        self.imageSize = imageSize
        super.init()
    }

    override public var intrinsicContentSize: Size {
        imageSize ?? View.noIntrinsicSize
    }
}
