// ===--- ir_parser.cpp - graph text to Graph -----------------------------=== //
// A hand-written recursive-descent reader over characters: the graph format
// is line-oriented but its structure is carried by tokens (`blockN(`, `->`,
// `return`), so indentation is not significant, as in PyTorch's irparser.
#include "ir/ir_parser.h"

#include <cctype>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <map>
#include <unordered_map>

#include "support/error.h"

namespace ts {
namespace {

/// Attribute values the printer shows as `<...>` or `{...}` (tensors and
/// other boxed constants) cannot be rebuilt from text; they come back as
/// this box, which prints the same text.
struct ParsedOpaqueConstant : OpaqueConstant {
  explicit ParsedOpaqueConstant(std::string t) : text(std::move(t)) {}
  std::string str() const override { return text; }
  std::string text;
};

/// A `# FILE:LINE:COL` comment waiting for its Source (built after parsing,
/// once every position in that file is known).
struct PendingLocation {
  Node* node;
  std::string file;
  uint32_t line;
  uint32_t column;
};

/// Types and blocks parse recursively; the bound keeps hostile input such
/// as 100000 `(` from overflowing the stack (compiled graphs nest far less).
constexpr int kMaxNesting = 500;

/// Placeholder sources are as large as the positions they must reach; this
/// bound keeps a hostile `# f:999999999:0` from allocating gigabytes.
constexpr size_t kMaxPlaceholderSource = 64u << 20;

bool isNameChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

class IrParser {
 public:
  IrParser(const std::string& text, const IrParseHooks& hooks) : s_(text), hooks_(hooks) {}

  // graph -> 'graph' '(' params ')' ':' stmts 'return' '(' values ')'
  void parseGraph(Graph& g) {
    graph_ = &g;
    expectWord("graph");
    expect('(');
    parseParams(g.block());
    expect(')');
    expect(':');
    parseStmts(g.block());
    expectWord("return");
    for (Value* v : parseValueRefs()) g.registerOutput(v);
    skipSpace();
    if (s_.compare(pos_, 5, "with ") == 0)
      fail("subgraph attributes ('with NAME = graph(...)', PyTorch's fork bodies) are not supported");
    if (pos_ != s_.size()) fail("unexpected text after the graph's return");
    attachLocations();
  }

  // type -> base ('[' ']' | '?')*
  TypePtr parseType() {
    NestingGuard guard(*this);
    TypePtr t = parseBaseType();
    while (true) {
      if (tryChar('[')) {
        expect(']');
        t = Type::list(t);
      } else if (tryChar('?')) {
        t = Type::optional(t);
      } else {
        return t;
      }
    }
  }

  void expectEnd() {
    skipSpace();
    if (pos_ != s_.size()) fail("unexpected text after the type");
  }

 private:
  // ---- characters --------------------------------------------------------- //

  /// Counts recursion depth for the duration of one parse function.
  struct NestingGuard {
    explicit NestingGuard(IrParser& p) : p_(p) {
      if (++p_.depth_ > kMaxNesting) p_.fail("nested more than " + std::to_string(kMaxNesting) + " levels deep");
    }
    ~NestingGuard() { --p_.depth_; }
    IrParser& p_;
  };

  [[noreturn]] void fail(const std::string& why) const { failAt(pos_, why); }
  [[noreturn]] void failAt(size_t at, const std::string& why) const {
    size_t line_begin = s_.rfind('\n', at == 0 ? 0 : at - 1);
    line_begin = (line_begin == std::string::npos || at == 0) ? 0 : line_begin + 1;
    size_t line_end = s_.find('\n', at);
    if (line_end == std::string::npos) line_end = s_.size();
    size_t line = 1;
    for (size_t i = 0; i < line_begin; ++i) line += s_[i] == '\n';
    std::string msg = "IR parse error at line " + std::to_string(line) + ", column " +
                      std::to_string(at - line_begin + 1) + ": " + why + "\n" +
                      s_.substr(line_begin, line_end - line_begin) + "\n" + std::string(at - line_begin, ' ') + "^";
    throw Error(msg);
  }
  /// Skips blanks, newlines and comments that are not node locations.
  void skipSpace() {
    while (pos_ < s_.size()) {
      char c = s_[pos_];
      if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
        ++pos_;
      } else if (c == '#') {
        while (pos_ < s_.size() && s_[pos_] != '\n') ++pos_;
      } else {
        return;
      }
    }
  }
  char peek() {
    skipSpace();
    return pos_ < s_.size() ? s_[pos_] : '\0';
  }
  bool tryChar(char c) {
    if (peek() != c) return false;
    ++pos_;
    return true;
  }
  void expect(char c) {
    if (!tryChar(c)) fail(std::string("expected '") + c + "'");
  }
  bool tryWord(const std::string& w) {
    skipSpace();
    if (s_.compare(pos_, w.size(), w) != 0) return false;
    if (pos_ + w.size() < s_.size() && isNameChar(w.back()) && isNameChar(s_[pos_ + w.size()])) return false;
    pos_ += w.size();
    return true;
  }
  void expectWord(const std::string& w) {
    if (!tryWord(w)) fail("expected '" + w + "'");
  }
  std::string parseName(const char* what) {
    skipSpace();
    size_t start = pos_;
    while (pos_ < s_.size() && isNameChar(s_[pos_])) ++pos_;
    if (start == pos_) fail(std::string("expected ") + what);
    return s_.substr(start, pos_ - start);
  }
  /// `__torch__.foo.Bar`: a name with dots (qualified type names).
  std::string parseDottedName() {
    std::string name = parseName("a type");
    while (pos_ + 1 < s_.size() && s_[pos_] == '.' && isNameChar(s_[pos_ + 1])) {
      ++pos_;
      name += "." + parseName("a name");
    }
    return name;
  }

  // ---- values ------------------------------------------------------------- //

  // value-name -> '%' [A-Za-z0-9_.]+
  std::string parseValueName() {
    if (!tryChar('%')) fail("expected a value ('%name')");
    size_t start = pos_;
    while (pos_ < s_.size() && (isNameChar(s_[pos_]) || s_[pos_] == '.')) ++pos_;
    if (start == pos_) fail("expected a value name after '%'");
    return s_.substr(start, pos_ - start);
  }
  Value* lookup() {
    skipSpace();
    size_t at = pos_;
    std::string name = parseValueName();
    auto it = values_.find(name);
    if (it == values_.end()) failAt(at, "use of undefined value '%" + name + "'");
    return it->second;
  }
  void define(Value* v, const std::string& name, size_t at) {
    if (!values_.emplace(name, v).second) failAt(at, "value '%" + name + "' is defined twice");
    v->setDisplayName(name);
  }
  // values -> '(' [value (',' value)*] ')'
  std::vector<Value*> parseValueRefs() {
    std::vector<Value*> vs;
    expect('(');
    if (tryChar(')')) return vs;
    do vs.push_back(lookup());
    while (tryChar(','));
    expect(')');
    return vs;
  }
  // params -> [param (',' param)*]   param -> value-name [':' type]
  void parseParams(Block* b) {
    if (peek() == ')') return;
    do {
      skipSpace();
      size_t at = pos_;
      std::string name = parseValueName();
      TypePtr t = tryChar(':') ? parseType() : Type::tensor();
      define(b->addInput()->setType(t), name, at);
    } while (tryChar(','));
  }

  // ---- nodes and blocks --------------------------------------------------- //

  // stmts -> stmt*, ended by 'return' or '->'
  void parseStmts(Block* b) {
    while (true) {
      char c = peek();
      if (c == '\0') fail("unexpected end of text (missing 'return' or '->')");
      if (c == '-' || (c == 'r' && s_.compare(pos_, 6, "return") == 0)) return;
      parseNode(b);
    }
  }

  struct OutputDecl {
    std::string name;
    TypePtr type;  ///< null when written without `: Type`
    size_t at;
  };

  // stmt -> [outputs] '=' kind [attrs] values [location] block*
  //       | kind [attrs] values [location] block*
  void parseNode(Block* b) {
    std::vector<OutputDecl> outs;
    if (peek() == '%') {
      do {
        skipSpace();
        size_t at = pos_;
        std::string name = parseValueName();
        outs.push_back({name, tryChar(':') ? parseType() : nullptr, at});
      } while (tryChar(','));
      expect('=');
    } else {
      tryChar('=');  // PyTorch prints ` = prim::Print(...)` for no outputs
    }
    std::string ns = parseName("an operator kind ('ns::name')");
    if (!tryWord("::")) fail("expected '::' in the operator kind");
    Symbol kind = Symbol::fromQualString(ns + "::" + parseName("an operator name"));
    Node* n = graph_->create(kind, {}, outs.size());
    if (peek() == '[') parseAttributes(n);
    for (Value* v : parseValueRefs()) n->addInput(v);
    b->appendNode(n);
    parseLocation(n);
    setOutputTypes(n, outs);
    for (size_t i = 0; i < outs.size(); ++i) define(n->output(i), outs[i].name, outs[i].at);
    while (peekBlock()) parseBlock(n);
  }

  void setOutputTypes(Node* n, const std::vector<OutputDecl>& outs) {
    std::optional<std::vector<TypePtr>> inferred;
    for (size_t i = 0; i < outs.size(); ++i) {
      TypePtr t = outs[i].type;
      if (!t && !inferred && hooks_.infer_outputs) {
        std::vector<TypePtr> ins;
        for (Value* v : n->inputs()) ins.push_back(v->type());
        inferred = hooks_.infer_outputs(n->kind(), ins, outs.size());
        if (!inferred) inferred.emplace();
      }
      if (!t && inferred && i < inferred->size()) t = (*inferred)[i];
      n->output(i)->setType(t ? t : Type::tensor());
    }
  }

  bool peekBlock() {
    skipSpace();
    return s_.compare(pos_, 5, "block") == 0 && pos_ + 5 < s_.size() &&
           std::isdigit(static_cast<unsigned char>(s_[pos_ + 5]));
  }

  // block -> 'block' N '(' params ')' ':' stmts '->' values
  void parseBlock(Node* owner) {
    NestingGuard guard(*this);
    size_t at = pos_;
    pos_ += 5;
    std::string index = parseName("a block number");
    if (index != std::to_string(owner->blocks().size()))
      failAt(at, "expected block" + std::to_string(owner->blocks().size()) + ", found block" + index);
    Block* b = owner->addBlock();
    expect('(');
    parseParams(b);
    expect(')');
    expect(':');
    parseStmts(b);
    if (!tryWord("->")) fail("expected '->' ending the block");
    for (Value* v : parseValueRefs()) b->registerOutput(v);
  }

  // location -> '#' FILE ':' LINE ':' COL   (on the node's own line)
  void parseLocation(Node* n) {
    size_t p = pos_;
    while (p < s_.size() && (s_[p] == ' ' || s_[p] == '\t')) ++p;
    if (p >= s_.size() || s_[p] != '#') return;
    size_t end = s_.find('\n', p);
    if (end == std::string::npos) end = s_.size();
    std::string text = s_.substr(p + 1, end - p - 1);
    while (!text.empty() && (text.back() == ' ' || text.back() == '\r')) text.pop_back();
    if (!text.empty() && text[0] == ' ') text.erase(0, 1);
    size_t c2 = text.rfind(':');
    size_t c1 = c2 == std::string::npos || c2 == 0 ? std::string::npos : text.rfind(':', c2 - 1);
    if (c1 == std::string::npos) return;  // an ordinary comment
    auto number = [&](size_t b, size_t e, uint32_t& out) {
      if (b == e || e - b > 9) return false;
      out = 0;
      for (size_t i = b; i < e; ++i) {
        if (!std::isdigit(static_cast<unsigned char>(text[i]))) return false;
        out = out * 10 + uint32_t(text[i] - '0');
      }
      return true;
    };
    uint32_t line = 0, col = 0;
    if (!number(c1 + 1, c2, line) || !number(c2 + 1, text.size(), col) || line == 0) return;
    pending_.push_back({n, text.substr(0, c1), line, col});
  }

  // ---- attributes --------------------------------------------------------- //

  // attrs -> '[' name '=' attr-value (',' name '=' attr-value)* ']'
  void parseAttributes(Node* n) {
    expect('[');
    if (tryChar(']')) return;
    do {
      std::string name = parseName("an attribute name");
      expect('=');
      n->setAttribute(Symbol::fromQualString("attr::" + name), parseAttributeValue());
    } while (tryChar(','));
    expect(']');
  }

  // attr-value -> string | number | '[' list ']' | '<' opaque '>' | '{' opaque '}' | type
  //             | '(' opaque ')'   (PyTorch's tuple constants, `(1, "a")`)
  AttributeValue parseAttributeValue() {
    char c = peek();
    if (c == '"') return parseString();
    if (c == '<' || c == '{') return opaque(parseBracketed());
    if (c == '[') return parseListAttribute();
    if (c == '-' || c == '+' || std::isdigit(static_cast<unsigned char>(c)) || tryNumberWord()) return parseNumber();
    // A type (`types=(int, str)`), or else a constant PyTorch spells as an
    // expression (`(1, "a")`, `annotate(List[int], [])`), kept verbatim.
    size_t start = pos_;
    try {
      return parseType();
    } catch (const Error&) {
      pos_ = start;
      return opaque(parseVerbatimAttribute());
    }
  }
  /// The text up to the `,` or `]` that ends an attribute value.
  std::string parseVerbatimAttribute() {
    size_t start = pos_;
    skipBalancedUntil(']');
    std::string text = s_.substr(start, pos_ - start);
    while (!text.empty() && text.back() == ' ') text.pop_back();
    if (text.empty()) failAt(start, "expected an attribute value");
    return text;
  }
  static AttributeValue opaque(std::string text) { return Ref<OpaqueConstant>(new ParsedOpaqueConstant(std::move(text))); }
  bool tryNumberWord() {
    for (const char* w : {"inf", "nan"})
      if (s_.compare(pos_, 3, w) == 0 && (pos_ + 3 == s_.size() || !isNameChar(s_[pos_ + 3]))) return true;
    return false;
  }
  /// `<Tensor>` / `{1}` / `(1, 2)` / `[1., 2.]`: the text up to the
  /// matching closer, kept verbatim.
  std::string parseBracketed() {
    char open = s_[pos_];
    char close = open == '<' ? '>' : open == '{' ? '}' : open == '(' ? ')' : ']';
    size_t start = pos_;
    int depth = 0;
    for (; pos_ < s_.size(); ++pos_) {
      if (s_[pos_] == open) ++depth;
      if (s_[pos_] == close && --depth == 0) return s_.substr(start, ++pos_ - start);
      if (s_[pos_] == '\n') break;
    }
    failAt(start, std::string("unclosed '") + open + "'");
  }
  AttributeValue parseNumber() {
    size_t start = pos_;
    while (pos_ < s_.size() && (isNameChar(s_[pos_]) || s_[pos_] == '.' || s_[pos_] == '-' || s_[pos_] == '+'))
      ++pos_;
    std::string tok = s_.substr(start, pos_ - start);
    size_t digits_from = !tok.empty() && (tok[0] == '-' || tok[0] == '+') ? 1 : 0;
    bool integral = tok.size() > digits_from && tok.find_first_not_of("0123456789", digits_from) == std::string::npos;
    errno = 0;
    char* end = nullptr;
    if (integral) {
      long long v = std::strtoll(tok.c_str(), &end, 10);
      if (errno == ERANGE) failAt(start, "integer attribute '" + tok + "' out of range");
      return int64_t{v};
    }
    double d = std::strtod(tok.c_str(), &end);
    if (tok.empty() || end != tok.c_str() + tok.size()) failAt(start, "malformed number '" + tok + "'");
    return d;
  }
  // list -> strings | ints | types (PyTorch's `types=[int, str]`, kept as
  // one type: the union) | anything else, kept verbatim (`[1., 2.]`)
  AttributeValue parseListAttribute() {
    size_t start = pos_;
    expect('[');
    if (tryChar(']')) return std::vector<int64_t>{};
    char c = peek();
    if (c != '"' && c != '-' && !std::isdigit(static_cast<unsigned char>(c))) return parseTypeList();
    if (c != '"' && !isIntList(start)) {
      pos_ = start;
      return opaque(parseBracketed());
    }
    if (peek() == '"') {
      std::vector<std::string> items;
      do items.push_back(parseString());
      while (tryChar(','));
      expect(']');
      return items;
    }
    std::vector<int64_t> items;
    do {
      skipSpace();
      size_t at = pos_;
      AttributeValue v = parseNumber();
      if (!std::holds_alternative<int64_t>(v)) failAt(at, "list attributes hold ints or strings");
      items.push_back(std::get<int64_t>(v));
    } while (tryChar(','));
    expect(']');
    return items;
  }
  /// Whether the list starting at `start` holds only integers.
  bool isIntList(size_t start) {
    size_t end = s_.find(']', start);
    if (end == std::string::npos) return true;  // let the int parser report it
    for (size_t i = start + 1; i < end; ++i)
      if (!std::isdigit(static_cast<unsigned char>(s_[i])) && !std::strchr(" ,-", s_[i])) return false;
    return true;
  }
  TypePtr parseTypeList() {
    std::vector<TypePtr> types;
    do types.push_back(parseType());
    while (tryChar(','));
    expect(']');
    return types.size() == 1 ? types[0] : Type::union_(types);
  }

  // string -> '"' (char | escape)* '"'   with C escapes and \NNN octal
  std::string parseString() {
    expect('"');
    std::string out;
    while (true) {
      if (pos_ >= s_.size() || s_[pos_] == '\n') fail("unterminated string");
      char c = s_[pos_++];
      if (c == '"') return out;
      if (c != '\\') {
        out += c;
        continue;
      }
      if (pos_ >= s_.size()) fail("unterminated string");
      out += parseEscape();
    }
  }
  char parseEscape() {
    char e = s_[pos_++];
    switch (e) {
      case 'n': return '\n';
      case 't': return '\t';
      case 'r': return '\r';
      case 'f': return '\f';
      case 'v': return '\v';
      case 'a': return '\a';
      case 'b': return '\b';
      case '"': case '\\': case '\'': return e;
      case 'x': {
        int v = 0, digits = 0;
        while (digits < 2 && pos_ < s_.size() && std::isxdigit(static_cast<unsigned char>(s_[pos_]))) {
          char h = s_[pos_++];
          v = v * 16 + (std::isdigit(static_cast<unsigned char>(h)) ? h - '0' : (std::tolower(h) - 'a' + 10));
          ++digits;
        }
        if (!digits) fail("expected hex digits after '\\x'");
        return static_cast<char>(v);
      }
      default:
        if (e >= '0' && e <= '7') {
          int v = e - '0';
          for (int i = 0; i < 2 && pos_ < s_.size() && s_[pos_] >= '0' && s_[pos_] <= '7'; ++i)
            v = v * 8 + (s_[pos_++] - '0');
          return static_cast<char>(v);
        }
        failAt(pos_ - 2, std::string("unknown escape '\\") + e + "'");
    }
  }

  // ---- types -------------------------------------------------------------- //

  // base -> '(' [type (',' type)*] ')' | NAME '(' types ')' | 'Enum' '<' NAME '>'
  //       | 'InterfaceType' '<' NAME '>' | NAME
  TypePtr parseBaseType() {
    skipSpace();
    size_t at = pos_;
    if (tryChar('(')) {
      std::vector<TypePtr> items;
      if (!tryChar(')')) {
        do items.push_back(parseType());
        while (tryChar(','));
        expect(')');
      }
      return Type::tuple(items);
    }
    std::string name = parseDottedName();
    // PyTorch prints an interface by its unqualified name: InterfaceType<Shape>.
    if ((name == "Enum" || name == "InterfaceType") && tryChar('<')) {
      std::string inner = parseDottedName();
      expect('>');
      return resolveNamed(inner, at);
    }
    if (peek() == '(') return parseConstructedType(name, at, ')');
    if (peek() == '[' && isAnnotationConstructor(name)) return parseConstructedType(name, at, ']');
    if (TypePtr t = simpleType(name)) return t;
    if (isTensorTypeName(name)) return Type::tensor();
    return resolveNamed(name, at);
  }

  /// PyTorch sometimes prints annotation spellings: `Future[Tensor]`.
  static bool isAnnotationConstructor(const std::string& n) {
    for (const char* k : {"List", "Dict", "Tuple", "Optional", "Union", "Future", "Await", "RRef"})
      if (n == k) return true;
    return false;
  }

  // constructed -> NAME '(' types ')' | NAME '[' types ']'
  TypePtr parseConstructedType(const std::string& name, size_t at, char close) {
    if (close == ')' && (isTensorTypeName(name) || name == "Tensor")) {
      parseBracketedParens();
      return Type::tensor();
    }
    if (close == ')' && name == "NamedTuple") return parseNamedTupleType();
    ++pos_;  // the opener
    std::vector<TypePtr> items;
    // `Union()`: refining Any by `is None` leaves an empty union; `Tuple[()]`.
    // `Union(, NoneType, Scalar)`: PyTorch's printer leaves an empty member
    // where it folded int/float/complex into a trailing Scalar.
    if (!tryChar(close)) {
      do {
        skipSpace();
        if (name == "Union" && peek() == ',') continue;
        items.push_back(parseType());
      } while (tryChar(','));
      expect(close);
    }
    if (name == "Tuple") return items.size() == 1 && items[0] == Type::tuple({}) ? items[0] : Type::tuple(items);
    if (name == "Union") return Type::union_(items);
    if (!isAnnotationConstructor(name)) failAt(at, "unknown type constructor '" + name + "'");
    size_t arity = name == "Dict" ? 2 : 1;
    if (items.size() != arity) failAt(at, name + " takes " + std::to_string(arity) + " type(s)");
    if (name == "Dict") return Type::dict(items[0], items[1]);
    if (name == "Optional") return Type::optional(items[0]);
    if (name == "Future") return Type::future(items[0]);
    if (name == "Await") return Type::await(items[0]);
    if (name == "RRef") return Type::rref(items[0]);
    return Type::list(items[0]);
  }

  /// `NamedTuple(x : int, y : float)`: PyTorch's spelling of an anonymous
  /// NamedTuple; equal spellings within one parse share one type.
  TypePtr parseNamedTupleType() {
    size_t start = pos_;
    expect('(');
    std::vector<TypeField> fields;
    if (!tryChar(')')) {
      do {
        std::string field = parseName("a field name");
        expect(':');
        fields.push_back({field, parseType()});
        if (tryChar('=')) skipDefault();  // `size : int = 4`: defaults are not part of the type here
      } while (tryChar(','));
      expect(')');
    }
    std::string key = s_.substr(start, pos_ - start);
    auto it = named_tuples_.find(key);
    if (it != named_tuples_.end()) return it->second;
    TypePtr t = NamedTupleType::create("NamedTuple", std::move(fields));
    named_tuples_.emplace(key, t);
    return t;
  }

  /// Skips a default value up to the `,` or `)` that ends it.
  void skipDefault() {
    skipSpace();
    if (!skipBalancedUntil(')')) fail("unterminated default value");
  }

  /// Advances over text with balanced brackets and string literals to the
  /// `,` or `closer` that ends it on this line; false if the line ends first.
  bool skipBalancedUntil(char closer) {
    int depth = 0;
    for (; pos_ < s_.size() && s_[pos_] != '\n'; ++pos_) {
      char c = s_[pos_];
      if (c == '"') {
        parseString();
        --pos_;
        continue;
      }
      if ((c == ',' || c == closer) && depth == 0) return true;
      depth += (c == '(' || c == '[' || c == '{') ? 1 : (c == ')' || c == ']' || c == '}') ? -1 : 0;
    }
    return false;
  }

  void parseBracketedParens() {
    expect('(');
    int depth = 1;
    while (pos_ < s_.size() && depth > 0) {
      char c = s_[pos_++];
      depth += c == '(' ? 1 : c == ')' ? -1 : 0;
    }
    if (depth) fail("unclosed '(' in a tensor type");
  }

  static bool isTensorTypeName(const std::string& n) {
    static const char* kNames[] = {"Byte",  "Char",        "Short",        "Int",           "Long",
                                   "Half",  "Float",       "Double",       "ComplexHalf",   "ComplexFloat",
                                   "Bool",  "BFloat16",    "ComplexDouble", "QInt8",        "QUInt8",
                                   "QInt32", "QUInt4x2",   "QUInt2x4"};
    for (const char* k : kNames)
      if (n == k) return true;
    return false;
  }

  static TypePtr simpleType(const std::string& n) {
    static const std::pair<const char*, TypePtr (*)()> kTypes[] = {
        {"Tensor", Type::tensor},      {"int", Type::int_},        {"float", Type::float_},
        {"bool", Type::bool_},         {"str", Type::str_},        {"complex", Type::complex},
        {"NoneType", Type::none},      {"None", Type::none},       {"Any", Type::any},
        {"Scalar", Type::number},      {"number", Type::number},   {"Device", Type::device},
        {"Layout", Type::layout},      {"Generator", Type::generator}, {"Stream", Type::stream},
        {"Capsule", Type::capsule},    {"AnyClassType", Type::anyClass}, {"AnyEnumType", Type::anyEnum},
        {"ScalarType", Type::int_},    {"MemoryFormat", Type::int_}, {"list", Type::anyList},
        {"tuple", Type::anyTuple},
    };
    for (const auto& [name, make] : kTypes)
      if (n == name) return make();
    return nullptr;
  }

  TypePtr resolveNamed(const std::string& name, size_t at) {
    if (hooks_.resolve_type)
      if (TypePtr t = hooks_.resolve_type(name)) return t;
    failAt(at, "unknown type '" + name + "'");
  }

  // ---- source locations --------------------------------------------------- //

  /// Gives each node with a location comment a SourceRange at that
  /// line:column, in the real source when the hook has it, else in a
  /// placeholder of blanks shaped to reach every position.
  void attachLocations() {
    std::map<std::string, std::vector<const PendingLocation*>> by_file;
    for (const PendingLocation& p : pending_) by_file[p.file].push_back(&p);
    for (auto& [file, locs] : by_file) {
      std::shared_ptr<const Source> real = hooks_.resolve_source ? hooks_.resolve_source(file) : nullptr;
      std::shared_ptr<const Source> placeholder;
      for (const PendingLocation* p : locs) {
        std::shared_ptr<const Source> src = real && fits(*real, *p) ? real : nullptr;
        if (!src) {
          if (!placeholder) placeholder = makePlaceholder(file, locs);
          src = placeholder;
        }
        uint32_t off = src->lineStart(p->line) + p->column;
        p->node->setSourceRange(SourceRange(src, off, off));
      }
    }
  }
  static bool fits(const Source& src, const PendingLocation& p) {
    if (p.line > src.numLines()) return false;
    return src.lineStart(p.line) + p.column < src.lineStart(p.line + 1) ||
           (p.line == src.numLines() && src.lineStart(p.line) + p.column <= src.size());
  }
  std::shared_ptr<const Source> makePlaceholder(const std::string& file,
                                                const std::vector<const PendingLocation*>& locs) {
    std::map<uint32_t, uint32_t> width;  // line -> widest column used
    uint32_t last = 0;
    for (const PendingLocation* p : locs) {
      width[p->line] = std::max(width[p->line], p->column);
      last = std::max(last, p->line);
    }
    size_t size = last;
    for (auto& [line, w] : width) size += w + 1;
    if (size > kMaxPlaceholderSource) fail("source locations in '" + file + "' are too far apart to represent");
    std::string text;
    text.reserve(size);
    for (uint32_t line = 1; line <= last; ++line) {
      auto it = width.find(line);
      if (it != width.end()) text.append(it->second + 1, ' ');
      text += '\n';
    }
    return Source::make(file, std::move(text));
  }

  const std::string& s_;
  const IrParseHooks& hooks_;
  size_t pos_ = 0;
  int depth_ = 0;
  Graph* graph_ = nullptr;
  std::unordered_map<std::string, Value*> values_;
  std::unordered_map<std::string, TypePtr> named_tuples_;
  std::vector<PendingLocation> pending_;
};

}  // namespace

void parseIR(const std::string& text, Graph& g, const IrParseHooks& hooks) {
  IrParser(text, hooks).parseGraph(g);
  verifyGraph(g);
}

std::unique_ptr<Graph> parseIR(const std::string& text, const IrParseHooks& hooks) {
  auto g = std::make_unique<Graph>();
  parseIR(text, *g, hooks);
  return g;
}

TypePtr parseIRType(const std::string& text, const IrParseHooks& hooks) {
  IrParser p(text, hooks);
  TypePtr t = p.parseType();
  p.expectEnd();
  return t;
}

}  // namespace ts
