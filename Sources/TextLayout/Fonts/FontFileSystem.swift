#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The little file-system access font loading needs, on the C library: TextLayout uses no
/// Foundation, and the font parser itself works on bytes.
enum FontFileSystem {
    /// Font files larger than this are refused rather than read (the largest CJK collections
    /// are about 100 MB).
    static let maximumFileSize = 512 << 20

    /// Whether `path` is a directory; nil when nothing is there.
    static func isDirectory(_ path: String) -> Bool? {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.st_mode & S_IFMT == S_IFDIR
        #else
        return nil
        #endif
    }

    /// The bytes of the file at `path`.
    static func read(_ path: String) throws(FontFileError) -> [UInt8] {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        guard let handle = fopen(path, "rb") else {
            throw FontFileError(file: path, table: nil, message: "cannot be opened (\(String(cString: strerror(errno))))")
        }
        defer { fclose(handle) }
        guard fseek(handle, 0, SEEK_END) == 0 else { throw FontFileError(file: path, table: nil, message: "cannot be read") }
        let size = ftell(handle)
        guard size >= 0, size <= maximumFileSize else {
            throw FontFileError(file: path, table: nil, message: "is not a font file of a readable size (\(size) bytes)")
        }
        rewind(handle)
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            count = size == 0 ? 0 : fread(buffer.baseAddress, 1, size, handle)
        }
        guard bytes.count == size else { throw FontFileError(file: path, table: nil, message: "could not be read whole") }
        return bytes
        #else
        throw FontFileError(file: path, table: nil, message: "reading files needs a POSIX C library; pass the bytes instead")
        #endif
    }

    /// The entries of a directory (not `.` and `..`), sorted so that loading is deterministic.
    static func contents(of path: String) -> [String] {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        guard let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
        #else
        return []
        #endif
    }

    /// An environment variable.
    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
