// The Rendering module: laid-out view trees to ASCII (`ASCIIRenderer`), SVG (`SVGRenderer`) and
// frames JSON (`FramesJSON`). The overview is in Rendering.docc; the shared geometry (where each
// view lands after scrolling, unrolling and clipping) is `Scene`.
import Layout
