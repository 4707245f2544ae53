// Trellis benchmark harness for kiwi, the reference C++ Cassowary solver.
//
// Reads a constraint system in the Trellis text format (DESIGN.md, "Text format for constraint
// systems"), drives kiwi with it and prints, on standard output:
//
//   kiwi.build_us=<median microseconds to create the solver and add every edit/constraint line>
//   kiwi.suggest_ns=<median nanoseconds per suggest round, or n/a without edit variables>
//   <name> = <value>        one line per variable, sorted by name
//
// This file is ours; it only calls kiwi's public API. kiwi itself is never stored in the repo:
// Benchmarks/compare-kiwi.sh downloads the kiwisolver source package at run time and compiles
// this file with  g++ -std=c++17 -O2 -I <kiwisolver-src> harness.cpp .
// See Benchmarks/README.md ("Comparing with kiwi") for what is measured and how.
//
// Usage: kiwi-harness [-v] FILE      (-v: timing details on standard error)
// Exit status: 0 ok, 1 unsatisfiable required constraints, 2 bad input or usage.

#include <kiwi/kiwi.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;

// ---------------------------------------------------------------------------------------------
// Parsed form of a workload file.

enum class Op { LE, GE, EQ };

struct ConstraintLine {
    std::vector<std::pair<int, double>> terms;  // (variable index, coefficient), lhs - rhs
    double constant = 0.0;                      // so that the constraint is  terms + constant OP 0
    Op op = Op::EQ;
    double priority = 1000.0;
    int line = 0;
};

struct EditLine {
    int var = 0;
    double priority = 750.0;
    int line = 0;
};

struct SuggestLine {
    int var = 0;
    double value = 0.0;
    int line = 0;
    int column = 0;
};

// One entry per edit or constraint line, in file order.
struct BuildStep {
    bool isEdit = false;
    size_t index = 0;  // into edits or constraints
};

struct Workload {
    std::vector<std::string> names;  // variables in order of first use
    std::map<std::string, int> index;
    std::vector<EditLine> edits;
    std::vector<ConstraintLine> constraints;
    std::vector<SuggestLine> suggests;
    std::vector<BuildStep> steps;
};

struct ParseError {
    int line;
    int column;  // 1-based
    std::string message;
};

// ---------------------------------------------------------------------------------------------
// Tokenizer and recursive-descent parser for one line.

enum class Tok { Number, Ident, Plus, Minus, Star, Slash, LParen, RParen, EqEq, Eq, Le, Ge, At, End };

struct Token {
    Tok kind;
    int column;  // 1-based
    std::string text;
    double number = 0.0;
};

bool isIdentStart(char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '_'; }
bool isIdentChar(char c) { return isIdentStart(c) || (c >= '0' && c <= '9') || c == '.'; }
bool isDigit(char c) { return c >= '0' && c <= '9'; }

std::vector<Token> tokenize(const std::string& s, int lineNo) {
    std::vector<Token> out;
    size_t i = 0, n = s.size();
    while (i < n) {
        char c = s[i];
        int col = static_cast<int>(i) + 1;
        if (c == ' ' || c == '\t' || c == '\r') { ++i; continue; }
        if (c == '#') break;
        if (isDigit(c) || (c == '.' && i + 1 < n && isDigit(s[i + 1]))) {
            size_t j = i;
            while (j < n && isDigit(s[j])) ++j;
            if (j < n && s[j] == '.') { ++j; while (j < n && isDigit(s[j])) ++j; }
            if (j < n && (s[j] == 'e' || s[j] == 'E')) {
                size_t k = j + 1;
                if (k < n && (s[k] == '+' || s[k] == '-')) ++k;
                if (k < n && isDigit(s[k])) { while (k < n && isDigit(s[k])) ++k; j = k; }
                else throw ParseError{lineNo, col, "malformed number exponent"};
            }
            if (j < n && isIdentStart(s[j])) throw ParseError{lineNo, static_cast<int>(j) + 1, "unexpected character after number"};
            std::string text = s.substr(i, j - i);
            out.push_back({Tok::Number, col, text, std::strtod(text.c_str(), nullptr)});
            i = j;
            continue;
        }
        if (isIdentStart(c)) {
            size_t j = i;
            while (j < n && isIdentChar(s[j])) ++j;
            out.push_back({Tok::Ident, col, s.substr(i, j - i)});
            i = j;
            continue;
        }
        auto two = [&](char a, char b) { return c == a && i + 1 < n && s[i + 1] == b; };
        if (two('=', '=')) { out.push_back({Tok::EqEq, col, "=="}); i += 2; continue; }
        if (two('<', '=')) { out.push_back({Tok::Le, col, "<="}); i += 2; continue; }
        if (two('>', '=')) { out.push_back({Tok::Ge, col, ">="}); i += 2; continue; }
        switch (c) {
            case '+': out.push_back({Tok::Plus, col, "+"}); break;
            case '-': out.push_back({Tok::Minus, col, "-"}); break;
            case '*': out.push_back({Tok::Star, col, "*"}); break;
            case '/': out.push_back({Tok::Slash, col, "/"}); break;
            case '(': out.push_back({Tok::LParen, col, "("}); break;
            case ')': out.push_back({Tok::RParen, col, ")"}); break;
            case '=': out.push_back({Tok::Eq, col, "="}); break;
            case '@': out.push_back({Tok::At, col, "@"}); break;
            default: throw ParseError{lineNo, col, std::string("unexpected character '") + c + "'"};
        }
        ++i;
    }
    out.push_back({Tok::End, static_cast<int>(n) + 1, ""});
    return out;
}

// A linear expression over variable indices.
struct Linear {
    std::vector<std::pair<int, double>> terms;
    double constant = 0.0;
    bool isConstant() const { return terms.empty(); }
    void scale(double k) {
        for (auto& t : terms) t.second *= k;
        constant *= k;
    }
    void add(const Linear& o, double k) {
        for (const auto& t : o.terms) {
            auto it = std::find_if(terms.begin(), terms.end(), [&](const std::pair<int, double>& p) { return p.first == t.first; });
            if (it == terms.end()) terms.emplace_back(t.first, t.second * k);
            else it->second += t.second * k;
        }
        constant += o.constant * k;
    }
};

class LineParser {
public:
    LineParser(std::vector<Token> toks, int lineNo, Workload& w) : t_(std::move(toks)), line_(lineNo), w_(w) {}

    void parseLine() {
        if (peek().kind == Tok::End) return;
        if (peek().kind == Tok::Ident && peek().text == "edit" && peek(1).kind == Tok::Ident) { parseEdit(); return; }
        if (peek().kind == Tok::Ident && peek().text == "suggest" && peek(1).kind == Tok::Ident && peek(2).kind == Tok::Eq) {
            parseSuggest();
            return;
        }
        parseConstraint();
    }

private:
    std::vector<Token> t_;
    size_t p_ = 0;
    int line_;
    Workload& w_;

    const Token& peek(size_t k = 0) const { return t_[std::min(p_ + k, t_.size() - 1)]; }
    const Token& next() { const Token& t = t_[p_]; if (p_ + 1 < t_.size()) ++p_; return t; }
    [[noreturn]] void fail(const Token& t, const std::string& msg) const { throw ParseError{line_, t.column, msg}; }
    void expectEnd() const { if (peek().kind != Tok::End) fail(peek(), "unexpected '" + peek().text + "'"); }

    int variable(const std::string& name) {
        auto it = w_.index.find(name);
        if (it != w_.index.end()) return it->second;
        int id = static_cast<int>(w_.names.size());
        w_.names.push_back(name);
        w_.index.emplace(name, id);
        return id;
    }

    // `@` already consumed.
    double parsePriority() {
        const Token& t = next();
        if (t.kind == Tok::Ident) {
            if (t.text == "required") return 1000.0;
            if (t.text == "strong") return 750.0;
            if (t.text == "medium") return 500.0;
            if (t.text == "weak") return 250.0;
            fail(t, "unknown priority '" + t.text + "'");
        }
        if (t.kind == Tok::Number) {
            if (!(t.number > 0.0 && t.number <= 1000.0)) fail(t, "priority must be in (0, 1000]");
            return t.number;
        }
        fail(t, "expected a priority after '@'");
    }

    void parseEdit() {
        next();  // edit
        const Token& name = next();
        int var = variable(name.text);
        double prio = 750.0;
        if (peek().kind == Tok::At) {
            next();
            const Token& pt = peek();
            prio = parsePriority();
            if (prio >= 1000.0) fail(pt, "an edit variable's priority must be below 1000");
        }
        expectEnd();
        for (const auto& e : w_.edits)
            if (e.var == var) fail(name, "'" + name.text + "' is already an edit variable");
        w_.steps.push_back({true, w_.edits.size()});
        w_.edits.push_back({var, prio, line_});
    }

    void parseSuggest() {
        next();  // suggest
        const Token& name = next();
        next();  // =
        double sign = 1.0;
        if (peek().kind == Tok::Minus) { next(); sign = -1.0; }
        else if (peek().kind == Tok::Plus) { next(); }
        const Token& num = next();
        if (num.kind != Tok::Number) fail(num, "expected a number");
        expectEnd();
        // Checked to be an edit variable once the whole file is read (suggestions apply after
        // all constraints, wherever they are written).
        w_.suggests.push_back({variable(name.text), sign * num.number, line_, name.column});
    }

    void parseConstraint() {
        Linear lhs = parseExpr();
        const Token& opTok = next();
        Op op;
        switch (opTok.kind) {
            case Tok::EqEq: op = Op::EQ; break;
            case Tok::Le: op = Op::LE; break;
            case Tok::Ge: op = Op::GE; break;
            default: fail(opTok, "expected '==', '<=' or '>='");
        }
        Linear rhs = parseExpr();
        double prio = 1000.0;
        if (peek().kind == Tok::At) { next(); prio = parsePriority(); }
        expectEnd();
        lhs.add(rhs, -1.0);
        ConstraintLine c;
        for (const auto& t : lhs.terms)
            if (t.second != 0.0) c.terms.push_back(t);
        c.constant = lhs.constant;
        c.op = op;
        c.priority = prio;
        c.line = line_;
        w_.steps.push_back({false, w_.constraints.size()});
        w_.constraints.push_back(std::move(c));
    }

    Linear parseExpr() {
        Linear acc = parseTerm();
        while (peek().kind == Tok::Plus || peek().kind == Tok::Minus) {
            double k = next().kind == Tok::Plus ? 1.0 : -1.0;
            acc.add(parseTerm(), k);
        }
        return acc;
    }

    Linear parseTerm() {
        Linear acc = parseUnary();
        while (peek().kind == Tok::Star || peek().kind == Tok::Slash) {
            const Token& opTok = next();
            Linear rhs = parseUnary();
            if (opTok.kind == Tok::Star) {
                if (!acc.isConstant() && !rhs.isConstant()) fail(opTok, "product of two variables is not linear");
                if (acc.isConstant()) { rhs.scale(acc.constant); acc = std::move(rhs); }
                else acc.scale(rhs.constant);
            } else {
                if (!rhs.isConstant()) fail(opTok, "division by a variable is not linear");
                if (rhs.constant == 0.0) fail(opTok, "division by zero");
                acc.scale(1.0 / rhs.constant);
            }
        }
        return acc;
    }

    Linear parseUnary() {
        if (peek().kind == Tok::Minus) { next(); Linear v = parseUnary(); v.scale(-1.0); return v; }
        if (peek().kind == Tok::Plus) { next(); return parseUnary(); }
        return parsePrimary();
    }

    Linear parsePrimary() {
        const Token& t = next();
        Linear v;
        switch (t.kind) {
            case Tok::Number: v.constant = t.number; return v;
            case Tok::Ident: v.terms.emplace_back(variable(t.text), 1.0); return v;
            case Tok::LParen: {
                v = parseExpr();
                if (peek().kind != Tok::RParen) fail(peek(), "expected ')'");
                next();
                return v;
            }
            default: fail(t, t.kind == Tok::End ? "unexpected end of line" : "unexpected '" + t.text + "'");
        }
    }
};

Workload parseFile(const std::string& path) {
    std::ifstream in(path);
    if (!in) {
        std::fprintf(stderr, "%s: cannot open file\n", path.c_str());
        std::exit(2);
    }
    Workload w;
    std::string line;
    int lineNo = 0;
    try {
        while (std::getline(in, line)) {
            ++lineNo;
            LineParser(tokenize(line, lineNo), lineNo, w).parseLine();
        }
        for (const auto& s : w.suggests) {
            bool isEdit = false;
            for (const auto& e : w.edits) isEdit = isEdit || e.var == s.var;
            if (!isEdit) throw ParseError{s.line, s.column, "'" + w.names[s.var] + "' is not an edit variable"};
        }
    } catch (const ParseError& e) {
        std::fprintf(stderr, "%s:%d:%d: %s\n", path.c_str(), e.line, e.column, e.message.c_str());
        std::exit(2);
    }
    return w;
}

// ---------------------------------------------------------------------------------------------
// Priority -> kiwi strength.
//
// 1000 is required. The ranks the enaml workload documents are exact anchors:
//   250 -> 1 (weak), 500 -> 1e3 (medium), 600 -> 1250, 700 -> 1e5, 750 -> 1e6 (strong).
// Between anchors the strength is interpolated geometrically (log-linear in p); above 750 it
// rises geometrically from 1e6 at 750 towards 1e9 at 1000 (exclusive, so still below
// kiwi::strength::required); below 250 it is linear, p / 250. The mapping is strictly
// increasing, so priority order is kept, but kiwi adds weighted errors, so it is not strict.

double strengthFor(double p) {
    if (p >= 1000.0) return kiwi::strength::required;
    static const double anchors[][2] = {
        {250.0, 1.0}, {500.0, 1e3}, {600.0, 1250.0}, {700.0, 1e5}, {750.0, 1e6}, {1000.0, 1e9},
    };
    if (p <= anchors[0][0]) return p / anchors[0][0] * anchors[0][1];
    for (size_t i = 1; i < sizeof(anchors) / sizeof(anchors[0]); ++i) {
        if (p <= anchors[i][0]) {
            double p0 = anchors[i - 1][0], s0 = anchors[i - 1][1];
            double p1 = anchors[i][0], s1 = anchors[i][1];
            if (p == p1) return s1;
            double f = (p - p0) / (p1 - p0);
            return s0 * std::pow(s1 / s0, f);
        }
    }
    return kiwi::strength::required;
}

// ---------------------------------------------------------------------------------------------
// Building a kiwi solver from the parsed workload.

// The kiwi objects made once from the parsed file, as the Swift side makes its Variables and
// Constraints when it parses the file: they are outside the timed region. A kiwi::Constraint
// (like a kiwi::Variable) is a shared handle that any number of solvers can hold.
struct Prepared {
    std::vector<kiwi::Variable> vars;         // by variable index
    std::vector<double> editStrength;         // by edit index
    std::vector<kiwi::Constraint> constraints;  // by constraint index
};

Prepared prepare(const Workload& w) {
    Prepared prep;
    for (const auto& n : w.names) prep.vars.emplace_back(n);
    for (const auto& e : w.edits) prep.editStrength.push_back(strengthFor(e.priority));
    for (const auto& c : w.constraints) {
        std::vector<kiwi::Term> terms;
        for (const auto& t : c.terms) terms.emplace_back(prep.vars[t.first], t.second);
        kiwi::RelationalOperator op = c.op == Op::EQ ? kiwi::OP_EQ : c.op == Op::LE ? kiwi::OP_LE : kiwi::OP_GE;
        prep.constraints.emplace_back(kiwi::Expression(std::move(terms), c.constant), op, strengthFor(c.priority));
    }
    return prep;
}

// What the build benchmark times (together with the solver's destruction): creating a solver and
// adding every edit and constraint line in file order. `failedLine`, when given, receives the
// line of the step being added, for error messages.
void build(const Workload& w, const Prepared& prep, kiwi::Solver& solver, int* failedLine = nullptr) {
    for (const BuildStep& s : w.steps) {
        if (s.isEdit) {
            if (failedLine) *failedLine = w.edits[s.index].line;
            solver.addEditVariable(prep.vars[w.edits[s.index].var], prep.editStrength[s.index]);
        } else {
            if (failedLine) *failedLine = w.constraints[s.index].line;
            solver.addConstraint(prep.constraints[s.index]);
        }
    }
}

// The values of suggest round r (0-based) for each edit variable, in edit declaration order:
// the edit variable's own `suggest` values in file order, cycled; an edit variable without any
// `suggest` line gets 100, 200, 300, cycled (as trellis-bench does).
std::vector<std::vector<double>> suggestValues(const Workload& w) {
    std::vector<std::vector<double>> vals(w.edits.size());
    for (const auto& s : w.suggests)
        for (size_t e = 0; e < w.edits.size(); ++e)
            if (w.edits[e].var == s.var) vals[e].push_back(s.value);
    for (auto& v : vals)
        if (v.empty())
            v = {100.0, 200.0, 300.0};
    return vals;
}

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    size_t n = v.size();
    if (n == 0) return 0.0;
    return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

double secondsSince(Clock::time_point t0) { return std::chrono::duration<double>(Clock::now() - t0).count(); }

}  // namespace

int main(int argc, char** argv) {
    bool verbose = false;
    const char* path = nullptr;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "-v") == 0) verbose = true;
        else if (!path) path = argv[i];
        else path = nullptr, i = argc;
    }
    if (!path) {
        std::fprintf(stderr, "usage: %s [-v] FILE\n", argv[0]);
        return 2;
    }
    Workload w = parseFile(path);

    Prepared prep = prepare(w);

    // A first build, untimed: reports unsatisfiable required constraints and warms up.
    {
        int line = 0;
        try {
            kiwi::Solver solver;
            build(w, prep, solver, &line);
        } catch (const kiwi::UnsatisfiableConstraint&) {
            std::fprintf(stderr, "%s:%d: unsatisfiable required constraints (kiwi cannot add this line)\n", path, line);
            return 1;
        } catch (const std::exception& e) {
            std::fprintf(stderr, "%s:%d: kiwi error: %s\n", path, line, e.what());
            return 2;
        }
    }

    // ---- build benchmark: 50..201 repetitions (fewer, down to 11, only for very large files).
    const double budget = 2.0;  // seconds per phase, roughly
    double buildUs;
    {
        std::vector<double> samples;
        Clock::time_point phase = Clock::now();
        for (int i = 0; i < 3; ++i) {
            kiwi::Solver solver;
            build(w, prep, solver);
        }
        double one = secondsSince(phase) / 3.0;
        int reps = static_cast<int>(std::min(201.0, std::max(50.0, budget / std::max(one, 1e-9))));
        if (one * reps > 4 * budget) reps = std::max(11, static_cast<int>(4 * budget / one));
        samples.reserve(reps);
        for (int i = 0; i < reps; ++i) {
            Clock::time_point t0 = Clock::now();
            {
                kiwi::Solver solver;
                build(w, prep, solver);
            }  // the solver is destroyed inside the timed region, as in trellis-bench
            Clock::time_point t1 = Clock::now();
            samples.push_back(std::chrono::duration<double, std::micro>(t1 - t0).count());
        }
        buildUs = median(samples);
        if (verbose) std::fprintf(stderr, "kiwi build: %d repetitions, min %.3f us, median %.3f us\n", reps, *std::min_element(samples.begin(), samples.end()), buildUs);
    }

    // ---- suggest benchmark: batches of rounds; median of the batch averages.
    std::string suggestText = "n/a";
    if (!w.edits.empty()) {
        kiwi::Solver solver;
        build(w, prep, solver);
        std::vector<kiwi::Variable> editVars;
        for (const auto& e : w.edits) editVars.push_back(prep.vars[e.var]);
        const std::vector<std::vector<double>> vals = suggestValues(w);
        size_t round = 0;
        auto runRounds = [&](size_t count) {
            for (size_t r = 0; r < count; ++r, ++round) {
                for (size_t e = 0; e < editVars.size(); ++e) solver.suggestValue(editVars[e], vals[e][round % vals[e].size()]);
                solver.updateVariables();
            }
        };
        // Warm up and calibrate: a batch should last about 1 ms.
        Clock::time_point t0 = Clock::now();
        size_t calib = 0;
        do { runRounds(16); calib += 16; } while (secondsSince(t0) < 0.02 && calib < 1u << 20);
        double perRound = secondsSince(t0) / static_cast<double>(calib);
        size_t roundsPerBatch = std::max<size_t>(1, static_cast<size_t>(1e-3 / std::max(perRound, 1e-12)));
        int batches = static_cast<int>(std::min(201.0, std::max(51.0, budget / (perRound * roundsPerBatch))));
        if (perRound * roundsPerBatch * batches > 4 * budget) batches = std::max(11, static_cast<int>(4 * budget / (perRound * roundsPerBatch)));
        std::vector<double> samples;
        samples.reserve(batches);
        for (int i = 0; i < batches; ++i) {
            Clock::time_point s = Clock::now();
            runRounds(roundsPerBatch);
            Clock::time_point e = Clock::now();
            samples.push_back(std::chrono::duration<double, std::nano>(e - s).count() / static_cast<double>(roundsPerBatch));
        }
        double ns = median(samples);
        if (verbose) std::fprintf(stderr, "kiwi suggest: %d batches of %zu rounds, min %.1f ns, median %.1f ns\n", batches, roundsPerBatch, *std::min_element(samples.begin(), samples.end()), ns);
        char buf[64];
        std::snprintf(buf, sizeof buf, "%.1f", ns);
        suggestText = buf;
    }

    // ---- values: a fresh solver, every `suggest` line applied once in file order (as
    // `trellis solve` does), then updateVariables().
    kiwi::Solver fin;
    build(w, prep, fin);
    for (const auto& s : w.suggests) fin.suggestValue(prep.vars[s.var], s.value);
    fin.updateVariables();

    std::printf("kiwi.build_us=%.3f\n", buildUs);
    std::printf("kiwi.suggest_ns=%s\n", suggestText.c_str());
    std::vector<size_t> order(w.names.size());
    for (size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::sort(order.begin(), order.end(), [&](size_t a, size_t b) { return w.names[a] < w.names[b]; });
    for (size_t i : order) {
        double v = prep.vars[i].value();
        if (v == 0.0) v = 0.0;  // no "-0"
        std::printf("%s = %.12g\n", w.names[i].c_str(), v);
    }
    return 0;
}
