// ===--- parser_literal.cpp - numbers, strings and f-strings --------------=== //
// Decodes literal tokens: number syntax, escape sequences, implicit string
// concatenation, and f-strings, whose `{...}` fields are parsed as
// expressions with ranges pointing into the file.
#include <charconv>
#include <cstdlib>
#include <cstring>

#include "frontend/parser_impl.h"

namespace ts::detail {

using namespace ast;  // NOLINT: AST node names are the vocabulary of this file.

namespace {

int hexValue(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

void appendUtf8(std::string& out, uint32_t cp) {
  if (cp < 0x80) {
    out.push_back(static_cast<char>(cp));
  } else if (cp < 0x800) {
    out.push_back(static_cast<char>(0xC0 | (cp >> 6)));
    out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  } else if (cp < 0x10000) {
    out.push_back(static_cast<char>(0xE0 | (cp >> 12)));
    out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  } else {
    out.push_back(static_cast<char>(0xF0 | (cp >> 18)));
    out.push_back(static_cast<char>(0x80 | ((cp >> 12) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  }
}

// Parses `digits` (underscores removed) in `base`; false on int64 overflow.
bool parseInt(std::string_view digits, int base, int64_t* out) {
  uint64_t v = 0;
  for (char c : digits) {
    int d = hexValue(c);
    if (v > (static_cast<uint64_t>(INT64_MAX) - static_cast<uint64_t>(d)) / static_cast<uint64_t>(base)) {
      return false;
    }
    v = v * static_cast<uint64_t>(base) + static_cast<uint64_t>(d);
  }
  *out = static_cast<int64_t>(v);
  return true;
}

double parseDouble(const std::string& s) {
  double v = 0;
  auto res = std::from_chars(s.data(), s.data() + s.size(), v);
  if (res.ec == std::errc::result_out_of_range) v = std::strtod(s.c_str(), nullptr);
  return v;
}

// Literal prefix flags of a String token.
struct StringPrefix {
  bool raw = false, bytes = false, fstring = false;
};

StringPrefix prefixOf(std::string_view prefix) {
  StringPrefix p;
  for (char c : prefix) {
    c = static_cast<char>(c | 0x20);
    if (c == 'r') p.raw = true;
    if (c == 'b') p.bytes = true;
    if (c == 'f') p.fstring = true;
  }
  return p;
}

}  // namespace

void decodeStringBody(std::string_view body, bool raw, bool is_bytes, const SourceRange& r,
                      std::string& out) {
  auto bad = [&](const std::string& msg) { throw SyntaxError(msg, r); };
  for (size_t i = 0; i < body.size(); ++i) {
    char c = body[i];
    if (c == '\r') {  // universal newlines, as CPython's tokenizer does
      out.push_back('\n');
      if (i + 1 < body.size() && body[i + 1] == '\n') ++i;
      continue;
    }
    if (is_bytes && static_cast<unsigned char>(c) >= 0x80) {
      bad("bytes can only contain ASCII literal characters");
    }
    if (c != '\\' || raw || i + 1 >= body.size()) {
      out.push_back(c);
      continue;
    }
    char e = body[++i];
    switch (e) {
      case '\n': break;
      case '\r': if (i + 1 < body.size() && body[i + 1] == '\n') ++i; break;
      case '\\': case '\'': case '"': out.push_back(e); break;
      case 'a': out.push_back('\a'); break;
      case 'b': out.push_back('\b'); break;
      case 'f': out.push_back('\f'); break;
      case 'n': out.push_back('\n'); break;
      case 'r': out.push_back('\r'); break;
      case 't': out.push_back('\t'); break;
      case 'v': out.push_back('\v'); break;
      case '0': case '1': case '2': case '3': case '4': case '5': case '6': case '7': {
        uint32_t v = 0;
        size_t n = 0;
        for (; n < 3 && i < body.size() && body[i] >= '0' && body[i] <= '7'; ++n, ++i) {
          v = v * 8 + static_cast<uint32_t>(body[i] - '0');
        }
        --i;
        if (is_bytes) {
          out.push_back(static_cast<char>(v & 0xFF));
        } else {
          appendUtf8(out, v);
        }
        break;
      }
      case 'x': case 'u': case 'U': {
        if (e != 'x' && is_bytes) {
          out.push_back('\\');
          out.push_back(e);
          break;
        }
        size_t want = e == 'x' ? 2 : e == 'u' ? 4 : 8;
        uint32_t v = 0;
        for (size_t k = 1; k <= want; ++k) {
          int d = i + k < body.size() ? hexValue(body[i + k]) : -1;
          if (d < 0) {
            if (is_bytes) bad("(value error) invalid \\x escape at position " + std::to_string(i - 1));
            bad(std::string("(unicode error) 'unicodeescape' codec can't decode bytes in position ") +
                std::to_string(i - 1) + "-" + std::to_string(i + k - 1) + ": truncated \\" + e +
                std::string(want, 'X') + " escape");
          }
          v = v * 16 + static_cast<uint32_t>(d);
        }
        i += want;
        if (is_bytes) {
          out.push_back(static_cast<char>(v));
        } else if (v > 0x10FFFF) {
          bad("(unicode error) 'unicodeescape' codec can't decode bytes in position " +
              std::to_string(i - want - 1) + "-" + std::to_string(i) + ": illegal Unicode character");
        } else {
          appendUtf8(out, v);
        }
        break;
      }
      default:
        // Unknown escapes (and \N{...}, whose name table we do not carry)
        // keep their backslash, as Python does for unknown ones.
        out.push_back('\\');
        out.push_back(e);
        break;
    }
  }
}

// NUMBER: decimal / 0x / 0o / 0b integers, floats, imaginary (`j`) literals.
ExprPtr Parser::parseNumber() {
  const Token& t = advance();
  std::string_view text = tokText(t);
  std::string s;
  s.reserve(text.size());
  for (char c : text) {
    if (c != '_') s.push_back(c);
  }
  SourceRange r = tokRange(t);
  char last = s.back();
  if (last == 'j' || last == 'J') {
    auto node = std::make_unique<ImagLiteral>(r);
    s.pop_back();
    node->value = parseDouble(s);
    return node;
  }
  char x = s.size() > 1 ? static_cast<char>(s[1] | 0x20) : 0;
  if (s[0] == '0' && (x == 'x' || x == 'o' || x == 'b')) {
    auto node = std::make_unique<IntLiteral>(r);
    node->too_big = !parseInt(std::string_view(s).substr(2), x == 'x' ? 16 : x == 'o' ? 8 : 2,
                              &node->value);
    return node;
  }
  if (s.find_first_of(".eE") != std::string::npos) {
    auto node = std::make_unique<FloatLiteral>(r);
    node->value = parseDouble(s);
    return node;
  }
  auto node = std::make_unique<IntLiteral>(r);
  node->too_big = !parseInt(s, 10, &node->value);
  return node;
}

// strings: STRING+   (implicit concatenation; any f-string makes a JoinedStr)
ExprPtr Parser::parseStrings() {
  uint32_t start = cur().start;
  size_t first = pos_;
  bool any_f = false, any_bytes = false, any_str = false;
  while (at(TokenKind::String)) {
    const Token& t = advance();
    StringPrefix p = prefixOf(std::string_view(src_->text()).substr(t.start, t.aux - t.start));
    // PyTorch's lexer reads an f-string's prefix as a name ending the
    // expression, then its quoted text (Note [Script dialect closers]).
    if (p.fstring && script_dialect_) {
      Token quoted = t;
      quoted.start = t.aux;
      failScriptToken(quoted);
    }
    any_f |= p.fstring;
    (p.bytes ? any_bytes : any_str) = true;
  }
  SourceRange whole = range(start, prevEnd());
  if (any_bytes && any_str) fail("cannot mix bytes and nonbytes literals", whole);
  std::vector<FStringPart> parts;
  std::string value;
  for (size_t i = first; i < pos_; ++i) {
    const Token& t = toks_[i];
    std::string_view text = src_->text();
    StringPrefix p = prefixOf(text.substr(t.start, t.aux - t.start));
    char q = text[t.aux];
    uint32_t qlen = (t.end - t.aux >= 6 && text[t.aux + 1] == q && text[t.aux + 2] == q) ? 3 : 1;
    uint32_t b = t.aux + qlen, e = t.end - qlen;
    if (p.fstring) {
      parseFStringBody(b, e, p.raw, 0, parts);
      continue;
    }
    std::string decoded;
    decodeStringBody(text.substr(b, e - b), p.raw, p.bytes, tokRange(t), any_f ? decoded : value);
    if (any_f && !decoded.empty()) {
      parts.push_back(FStringPart{std::move(decoded), nullptr, 0, nullptr, tokRange(t)});
    }
  }
  if (!any_f) {
    auto node = std::make_unique<StringLiteral>(whole);
    node->value = std::move(value);
    node->is_bytes = any_bytes;
    return node;
  }
  // Adjacent literal pieces merge into one, as in Python's JoinedStr.
  auto node = std::make_unique<JoinedStr>(whole);
  for (FStringPart& part : parts) {
    if (part.isLiteral() && !node->parts.empty() && node->parts.back().isLiteral()) {
      node->parts.back().literal += part.literal;
      node->parts.back().range = node->parts.back().range.join(part.range);
    } else {
      node->parts.push_back(std::move(part));
    }
  }
  return node;
}

// fstring_middle: (literal text | '{{' | '}}' | replacement_field)*
// Scans [p, end); inside a format spec (nesting > 0) stops at its '}'.
uint32_t Parser::parseFStringBody(uint32_t p, uint32_t end, bool raw, int nesting,
                                  std::vector<FStringPart>& parts) {
  std::string_view text = src_->text();
  std::string lit;
  uint32_t lit_start = p, seg = p;
  auto flushSegment = [&](uint32_t upto) {
    decodeStringBody(text.substr(seg, upto - seg), raw, false, range(seg, upto), lit);
  };
  auto flushLiteral = [&](uint32_t upto) {
    if (!lit.empty()) parts.push_back(FStringPart{std::move(lit), nullptr, 0, nullptr, range(lit_start, upto)});
    lit.clear();
  };
  while (p < end) {
    char c = text[p];
    if (c == '\\' && !raw && p + 1 < end) {
      if (text[p + 1] == 'N' && p + 2 < end && text[p + 2] == '{') {
        while (p < end && text[p] != '}') ++p;
        p = std::min(p + 1, end);
      } else {
        p += (text[p + 1] == '{' || text[p + 1] == '}') ? 1 : 2;
      }
      continue;
    }
    if (c != '{' && c != '}') {
      ++p;
      continue;
    }
    flushSegment(p);
    seg = p;
    if (p + 1 < end && text[p + 1] == c) {
      lit.push_back(c);
      p += 2;
      seg = p;
      continue;
    }
    if (c == '}') {
      if (nesting > 0) break;
      fail("f-string: single '}' is not allowed", range(p, p + 1));
    }
    flushLiteral(p);
    p = parseFStringField(p, end, raw, nesting, parts);
    lit_start = seg = p;
  }
  flushSegment(std::min(p, end));
  flushLiteral(std::min(p, end));
  return p;
}

// replacement_field: '{' (yield_expr | star_expressions) ['='] ['!' NAME]
//                    [':' fstring_format_spec*] '}'
uint32_t Parser::parseFStringField(uint32_t p, uint32_t end, bool raw, int nesting,
                                   std::vector<FStringPart>& parts) {
  std::string_view text = src_->text();
  uint32_t field_start = p++;
  if (nesting >= 2) fail("f-string: expressions nested too deeply", range(field_start, field_start + 1));
  uint32_t expr_start = p;
  int depth = 0;
  char quote = 0;
  for (; p < end; ++p) {
    char c = text[p];
    if (quote) {
      if (c == quote) quote = 0;
      continue;
    }
    char n = p + 1 < end ? text[p + 1] : '\0';
    if (c == '\\') fail("f-string expression part cannot include a backslash", range(p, p + 1));
    if (c == '#') fail("f-string expression part cannot include '#'", range(p, p + 1));
    if (c == '\'' || c == '"') quote = c;
    if (c == '(' || c == '[' || c == '{') ++depth;
    if (c == ')' || c == ']' || c == '}') {
      if (depth == 0 && c == '}') break;
      if (depth == 0) fail(std::string("f-string: unmatched '") + c + "'", range(p, p + 1));
      --depth;
    }
    if (depth != 0) continue;
    if ((c == '!' || c == '=' || c == '<' || c == '>') && n == '=') {
      ++p;
      continue;
    }
    if (c == '!' || c == ':' || c == '=') break;
  }
  if (p >= end) fail("f-string: expecting '}'", range(field_start, field_start + 1));
  std::string_view expr_text = text.substr(expr_start, p - expr_start);
  if (expr_text.find_first_not_of(" \t\r\n\f") == std::string_view::npos) {
    fail("f-string: empty expression not allowed", range(field_start, p + 1));
  }
  FStringPart part;
  part.value = parseSubExpression(expr_start, p);
  if (part.value->is<Starred>()) fail("f-string: cannot use starred expression here", part.value->range);
  bool debug = text[p] == '=';
  if (debug) {
    ++p;
    while (p < end && (text[p] == ' ' || text[p] == '\t' || text[p] == '\n')) ++p;
    parts.push_back(FStringPart{std::string(text.substr(expr_start, p - expr_start)), nullptr, 0,
                                nullptr, range(expr_start, p)});
  }
  if (p < end && text[p] == '!') {
    char conv = p + 1 < end ? text[p + 1] : '\0';
    if (conv != 's' && conv != 'r' && conv != 'a') {
      fail("f-string: invalid conversion character: expected 's', 'r', or 'a'", range(p, p + 2));
    }
    part.conversion = conv;
    p += 2;
  }
  if (p < end && text[p] == ':') {
    uint32_t spec_start = ++p;
    auto spec = std::make_unique<JoinedStr>(SourceRange());
    p = parseFStringBody(p, end, raw, nesting + 1, spec->parts);
    spec->range = range(spec_start, p);
    part.format_spec = std::move(spec);
  }
  if (p >= end || text[p] != '}') fail("f-string: expecting '}'", range(field_start, field_start + 1));
  ++p;
  if (debug && part.conversion == 0 && !part.format_spec) part.conversion = 'r';
  part.range = range(field_start, p);
  parts.push_back(std::move(part));
  return p;
}

// The expression inside an f-string field, parsed by a nested parser that
// shares this one's depth budget.
ExprPtr Parser::parseSubExpression(uint32_t start, uint32_t end) {
  Parser sub(src_, tokenizeExpression(src_, start, end), depth_ + kExprCost);
  sub.peg_ = peg_ - kPegEval + kPegBracket;
  sub.func_depth_ = func_depth_;
  sub.in_async_ = in_async_;
  ExprPtr e;
  try {
    e = sub.parseStandaloneExpression(/*bracketed=*/true);
  } catch (const SyntaxError& err) {
    // CPython reports errors inside replacement fields with this prefix.
    if (err.rawMessage().rfind("f-string", 0) == 0) throw;
    throw SyntaxError("f-string: " + err.rawMessage(), err.range());
  }
  if (sub.semantic_error_ && !semantic_error_) semantic_error_ = sub.semantic_error_;
  return e;
}

}  // namespace ts::detail
