// Layout: Auto Layout's semantics (views, anchors, priorities, intrinsic sizes, stack and scroll views,
// cell fitting, conflict and ambiguity reports) on the Cassowary solver. Built under issue 3.
import Cassowary
import TextLayout
