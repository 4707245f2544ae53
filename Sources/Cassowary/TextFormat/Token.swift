/// A lexical token of one line of the constraint format, with its 1-based column.
struct Token: Equatable {
    enum Kind: Equatable {
        case number(Double)
        case identifier(String)
        /// One of `+ - * / ( ) = == <= >= @`.
        case symbol(String)
        case end
    }

    var kind: Kind
    var column: Int
}

/// Splits one line (comment already allowed: `#` ends it) into tokens.
struct Lexer {
    static func tokens(of line: Substring, file: String, lineNumber: Int) throws(ScriptError) -> [Token] {
        let chars = Array(line)
        var tokens: [Token] = []
        var i = 0
        func fail(_ message: String, at index: Int) -> ScriptError {
            ScriptError(file: file, line: lineNumber, column: index + 1, message: message)
        }
        while i < chars.count {
            let c = chars[i]
            if c == "#" { break }
            if c == " " || c == "\t" || c == "\r" { i += 1; continue }
            let start = i
            if c.isASCII && (c.isLetter || c == "_") {
                while i < chars.count, chars[i].isASCII, chars[i].isLetter || chars[i].isNumber || chars[i] == "_" || chars[i] == "." {
                    i += 1
                }
                tokens.append(Token(kind: .identifier(String(chars[start..<i])), column: start + 1))
                continue
            }
            if c.isASCII && (c.isNumber || c == ".") {
                var text = ""
                while i < chars.count, chars[i].isASCII, chars[i].isNumber { text.append(chars[i]); i += 1 }
                if i < chars.count, chars[i] == "." {
                    text.append("."); i += 1
                    while i < chars.count, chars[i].isASCII, chars[i].isNumber { text.append(chars[i]); i += 1 }
                }
                if i < chars.count, chars[i] == "e" || chars[i] == "E" {
                    var j = i + 1
                    var exponent = "e"
                    if j < chars.count, chars[j] == "+" || chars[j] == "-" { exponent.append(chars[j]); j += 1 }
                    let digitsStart = j
                    while j < chars.count, chars[j].isASCII, chars[j].isNumber { exponent.append(chars[j]); j += 1 }
                    if j == digitsStart { throw fail("malformed number: exponent has no digits", at: start) }
                    text += exponent
                    i = j
                }
                guard text != ".", let value = Double(text) else { throw fail("malformed number '\(text)'", at: start) }
                guard value.isFinite else { throw fail("number out of range '\(text)'", at: start) }
                if i < chars.count, chars[i].isASCII, chars[i].isLetter || chars[i] == "_" {
                    throw fail("a number must not run into a name (write '2 * x', not '2x')", at: i)
                }
                tokens.append(Token(kind: .number(value), column: start + 1))
                continue
            }
            let two = i + 1 < chars.count ? String(chars[i...i + 1]) : ""
            if ["==", "<=", ">="].contains(two) {
                tokens.append(Token(kind: .symbol(two), column: start + 1))
                i += 2
                continue
            }
            if "+-*/()=@".contains(c) {
                tokens.append(Token(kind: .symbol(String(c)), column: start + 1))
                i += 1
                continue
            }
            if c == "<" || c == ">" {
                throw fail("'\(c)' is not a relation: use '\(c)='", at: start)
            }
            throw fail("unexpected character '\(c)'", at: start)
        }
        tokens.append(Token(kind: .end, column: i + 1))
        return tokens
    }
}
