// The Rendering module: laid-out view trees to ASCII, SVG and frames JSON.
import Layout
