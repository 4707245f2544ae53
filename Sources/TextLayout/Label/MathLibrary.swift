// `Double.rounded(_:)` calls the C math library (ceil, floor, round). On Linux nothing else in
// this module pulls it in, so a program that links TextLayout without Foundation fails to link;
// importing the C library's module links libm.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
