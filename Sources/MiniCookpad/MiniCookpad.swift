// The MiniCookpad module: the seed screens built with Layout.
import Layout
