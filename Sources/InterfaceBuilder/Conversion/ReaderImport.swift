// Every other file of this module imports InterfaceBuilderReader itself, and callers import it
// too: InterfaceBuilder means to stop re-exporting the reader. LayoutTreeBuilder+Constraints.swift
// is being changed on another branch and has no such import yet; this line makes the reader's
// names visible to it. Delete this file once that file says `import InterfaceBuilderReader`.
@_exported import InterfaceBuilderReader
