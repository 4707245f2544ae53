// InterfaceBuilder: reads .xib and .storyboard files into a document model and a Layout view tree.
// Built under issue 6. The only module that uses FoundationXML.
