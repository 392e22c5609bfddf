// ===--- lexer.cpp - Python tokenizer -------------------------------------=== //
// A single pass over the bytes producing Token spans. Mirrors CPython's
// tokenizer: indentation stack, bracket-depth line joining, the same limits
// and (for the common cases) the same error messages.
#include "frontend/lexer.h"

#include <algorithm>
#include <cstdio>
#include <cstring>

namespace ts {

namespace {

constexpr const char* kKindNames[] = {
#define TS_TOKEN(name, spelling, meaning) #name,
#include "frontend/tokens.def"
};

constexpr const char* kSpellings[] = {
#define TS_TOKEN(name, spelling, meaning) spelling,
#include "frontend/tokens.def"
};

constexpr int kFirstKeyword = static_cast<int>(TokenKind::KwFalse);
constexpr int kLastKeyword = static_cast<int>(TokenKind::KwYield);

bool isIdentStart(unsigned char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c >= 0x80;
}
bool isIdentChar(unsigned char c) { return isIdentStart(c) || (c >= '0' && c <= '9'); }
bool isDigit(char c) { return c >= '0' && c <= '9'; }
bool isHexDigit(char c) {
  return isDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

TokenKind keywordKind(std::string_view word) {
  if (word.size() < 2 || word.size() > 8) return TokenKind::Identifier;
  for (int k = kFirstKeyword; k <= kLastKeyword; ++k) {
    const char* sp = kSpellings[k];
    if (sp[0] == word[0] && std::strlen(sp) == word.size() &&
        std::memcmp(sp, word.data(), word.size()) == 0) {
      return static_cast<TokenKind>(k);
    }
  }
  return TokenKind::Identifier;
}

// Decodes one UTF-8 sequence at s[i]; returns its length (0 if malformed).
size_t decodeUtf8(std::string_view s, size_t i, uint32_t* cp) {
  unsigned char c = s[i];
  size_t n = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 0;
  if (n == 0 || i + n > s.size()) return 0;
  uint32_t v = n == 1 ? c : n == 2 ? (c & 0x1F) : n == 3 ? (c & 0x0F) : (c & 0x07);
  for (size_t k = 1; k < n; ++k) {
    unsigned char cc = s[i + k];
    if ((cc & 0xC0) != 0x80) return 0;
    v = (v << 6) | (cc & 0x3F);
  }
  *cp = v;
  return n;
}

// A coarse stand-in for Unicode XID classes: rejects the punctuation and
// symbol blocks people actually paste into code (arrows, quotes, math).
bool isIdentCodePoint(uint32_t cp) {
  if (cp < 0x80) return isIdentChar(static_cast<unsigned char>(cp));
  if (cp >= 0xA0 && cp <= 0xBF) return cp == 0xAA || cp == 0xB5 || cp == 0xBA;
  if (cp == 0xD7 || cp == 0xF7) return false;
  if (cp >= 0x2000 && cp <= 0x2BFF) return false;  // punctuation, arrows, math, boxes
  if (cp >= 0x3000 && cp <= 0x303F) return cp >= 0x3005 && cp <= 0x3007;
  if (cp >= 0xFE30 && cp <= 0xFE4F) return false;
  if (cp >= 0xFF00 && cp <= 0xFF0F) return false;
  if (cp >= 0xFF1A && cp <= 0xFF20) return false;
  if (cp >= 0xFF3B && cp <= 0xFF40) return false;
  if (cp >= 0xFF5B && cp <= 0xFF65) return false;
  if (cp >= 0x1F000 && cp <= 0x1FAFF) return false;  // emoji and symbols
  return true;
}

class LexerImpl {
 public:
  LexerImpl(const std::shared_ptr<const Source>& src, uint32_t begin, uint32_t end,
            bool expr_mode)
      : src_(src), text_(src->text()), pos_(begin), end_(end), expr_mode_(expr_mode) {
    at_line_start_ = !expr_mode;
  }

  std::vector<Token> run();

 private:
  [[noreturn]] void fail(const std::string& msg, uint32_t start, uint32_t end) const {
    throw SyntaxError(msg, SourceRange(src_, start, std::max(end, start + 1)));
  }
  char peek(uint32_t k = 0) const { return pos_ + k < end_ ? text_[pos_ + k] : '\0'; }
  void emit(TokenKind kind, uint32_t start, uint32_t end, uint32_t aux = 0) {
    out_.push_back(Token{kind, start, end, aux});
    line_has_tokens_ = true;
  }
  bool joining() const { return expr_mode_ || !brackets_.empty(); }

  void lineStart();
  void indentTo(uint32_t col, uint32_t line_begin);
  void newline();
  void comment();
  bool typeComment(uint32_t hash, uint32_t* text_start, uint32_t* text_end) const;
  void identifier();
  void number();
  void string(uint32_t start);
  void digits(bool (*ok)(char), const char* what, uint32_t start);
  void op();
  void openBracket(char c);
  void closeBracket(char c);
  void finish();

  const std::shared_ptr<const Source>& src_;
  std::string_view text_;
  uint32_t pos_;
  uint32_t end_;
  bool expr_mode_;
  std::vector<Token> out_;
  std::vector<uint32_t> indents_{0};
  std::vector<uint32_t> brackets_;  // offsets of open brackets
  bool at_line_start_ = true;
  bool line_has_tokens_ = false;
  bool after_colon_line_ = false;   // last NEWLINE ended a `...:` line
};

std::vector<Token> LexerImpl::run() {
  out_.reserve((end_ - pos_) / 3 + 4);
  while (true) {
    if (at_line_start_ && !joining()) {
      lineStart();
      if (pos_ >= end_) break;
      if (at_line_start_) continue;  // blank or comment-only line consumed
    }
    while (pos_ < end_ && (text_[pos_] == ' ' || text_[pos_] == '\t' || text_[pos_] == '\f')) ++pos_;
    char c = peek();
    if (pos_ >= end_) break;
    if (c == '#') {
      comment();
    } else if (c == '\n' || c == '\r') {
      newline();
    } else if (c == '\\') {
      uint32_t at = pos_;
      ++pos_;
      if (peek() == '\r') ++pos_;
      if (peek() == '\n') {
        ++pos_;
      } else if (pos_ >= end_) {
        fail("unexpected EOF while parsing", at, at + 1);
      } else if (text_[pos_ - 1] != '\r') {
        fail("unexpected character after line continuation character", at, at + 1);
      }
    } else if (isIdentStart(static_cast<unsigned char>(c))) {
      identifier();
    } else if (isDigit(c) || (c == '.' && isDigit(peek(1)))) {
      number();
    } else if (c == '"' || c == '\'') {
      string(pos_);
    } else {
      op();
    }
  }
  finish();
  return std::move(out_);
}

// At the start of a physical line outside brackets: measure indentation,
// skip blank / comment-only lines, and emit INDENT / DEDENT.
void LexerImpl::lineStart() {
  uint32_t line_begin = pos_;
  uint32_t col = 0;
  while (pos_ < end_) {
    char c = text_[pos_];
    if (c == ' ') {
      ++col;
    } else if (c == '\t') {
      col = (col / 8 + 1) * 8;
    } else if (c == '\f') {
      col = 0;
    } else {
      break;
    }
    ++pos_;
  }
  if (pos_ >= end_) return;  // trailing blanks at EOF: finish() handles it
  char c = text_[pos_];
  if (c == '#') {
    uint32_t ts = 0, te = 0;
    // Note [Own-line type comments]: `# type:` alone on a line right after a
    // block header (the def signature comment) is kept; it lands between the
    // header's NEWLINE and the body's INDENT.
    if (after_colon_line_ && typeComment(pos_, &ts, &te)) {
      uint32_t hash = pos_;
      while (pos_ < end_ && text_[pos_] != '\n' && text_[pos_] != '\r') ++pos_;
      out_.push_back(Token{TokenKind::TypeComment, hash, te, ts});
      after_colon_line_ = false;
    }
    while (pos_ < end_ && text_[pos_] != '\n' && text_[pos_] != '\r') ++pos_;
  }
  if (pos_ >= end_) return;
  c = text_[pos_];
  if (c == '\n' || c == '\r') {
    pos_ += (c == '\r' && peek(1) == '\n') ? 2 : 1;
    return;  // blank line: stays at line start
  }
  at_line_start_ = false;
  after_colon_line_ = false;
  indentTo(col, line_begin);
}

void LexerImpl::indentTo(uint32_t col, uint32_t line_begin) {
  if (col > indents_.back()) {
    if (indents_.size() > static_cast<size_t>(kMaxIndentDepth)) {
      fail("too many levels of indentation", line_begin, pos_);
    }
    indents_.push_back(col);
    out_.push_back(Token{TokenKind::Indent, line_begin, pos_, 0});
    return;
  }
  while (col < indents_.back()) {
    indents_.pop_back();
    out_.push_back(Token{TokenKind::Dedent, pos_, pos_, 0});
  }
  if (col != indents_.back()) {
    throw SyntaxError("unindent does not match any outer indentation level", SourceRange(src_, line_begin, std::max(pos_, line_begin + 1)))
        .as(SyntaxError::PythonClass::IndentationError);
  }
}

void LexerImpl::newline() {
  uint32_t at = pos_;
  pos_ += (text_[pos_] == '\r' && peek(1) == '\n') ? 2 : 1;
  if (joining()) return;
  if (line_has_tokens_) {
    after_colon_line_ = !out_.empty() && out_.back().kind == TokenKind::Colon;
    out_.push_back(Token{TokenKind::Newline, at, at + 1, 0});
    line_has_tokens_ = false;
  }
  at_line_start_ = true;
}

// Matches `#\s*type:\s*TEXT` where TEXT is not `ignore[...]`.
bool LexerImpl::typeComment(uint32_t hash, uint32_t* text_start, uint32_t* text_end) const {
  uint32_t p = hash + 1;
  while (p < end_ && (text_[p] == ' ' || text_[p] == '\t')) ++p;
  if (text_.substr(p, std::min<uint32_t>(5, end_ - p)) != "type:") return false;
  p += 5;
  while (p < end_ && (text_[p] == ' ' || text_[p] == '\t')) ++p;
  uint32_t e = p;
  while (e < end_ && text_[e] != '\n' && text_[e] != '\r') ++e;
  uint32_t content_end = e;
  while (content_end > p && (text_[content_end - 1] == ' ' || text_[content_end - 1] == '\t')) {
    --content_end;
  }
  std::string_view body = text_.substr(p, content_end - p);
  if (body.substr(0, 6) == "ignore" && (body.size() == 6 || body[6] == '[' || body[6] == ' ')) {
    return false;
  }
  *text_start = p;
  *text_end = content_end;
  return true;
}

void LexerImpl::comment() {
  uint32_t hash = pos_;
  uint32_t ts = 0, te = 0;
  bool keep = !joining() && line_has_tokens_ && typeComment(hash, &ts, &te);
  while (pos_ < end_ && text_[pos_] != '\n' && text_[pos_] != '\r') ++pos_;
  if (keep) out_.push_back(Token{TokenKind::TypeComment, hash, te, ts});
}

void LexerImpl::identifier() {
  uint32_t start = pos_;
  while (pos_ < end_) {
    unsigned char c = text_[pos_];
    if (c < 0x80) {
      if (!isIdentChar(c)) break;
      ++pos_;
      continue;
    }
    uint32_t cp = 0;
    size_t n = decodeUtf8(text_.substr(0, end_), pos_, &cp);
    if (n == 0) fail("(unicode error) 'utf-8' codec can't decode byte", pos_, pos_ + 1);
    if (!isIdentCodePoint(cp)) {
      if (pos_ != start) break;
      char hex[16];
      std::snprintf(hex, sizeof(hex), "%04X", cp);
      fail("invalid character '" + std::string(text_.substr(pos_, n)) + "' (U+" + hex + ")",
           pos_, pos_ + static_cast<uint32_t>(n));
    }
    pos_ += static_cast<uint32_t>(n);
  }
  std::string_view word = text_.substr(start, pos_ - start);
  char q = peek();
  if ((q == '"' || q == '\'') && word.size() <= 2) {
    bool r = false, b = false, u = false, f = false, ok = true;
    for (char ch : word) {
      bool* flag = (ch == 'r' || ch == 'R') ? &r : (ch == 'b' || ch == 'B') ? &b
                   : (ch == 'u' || ch == 'U') ? &u : (ch == 'f' || ch == 'F') ? &f : nullptr;
      if (flag == nullptr || *flag) ok = false; else *flag = true;
    }
    if (ok && !(u && word.size() > 1) && !(b && f)) {
      string(start);
      return;
    }
  }
  emit(keywordKind(word), start, pos_);
}

// Consumes digits accepted by `ok`, with single underscores between them.
void LexerImpl::digits(bool (*ok)(char), const char* what, uint32_t start) {
  while (pos_ < end_) {
    char c = text_[pos_];
    if (ok(c)) {
      ++pos_;
    } else if (c == '_' && pos_ + 1 < end_ && ok(text_[pos_ + 1])) {
      pos_ += 2;
    } else if (c == '_') {
      fail(std::string("invalid ") + what + " literal", start, pos_ + 1);
    } else {
      break;
    }
  }
}

void LexerImpl::number() {
  uint32_t start = pos_;
  char c = peek();
  char x = peek(1) | 0x20;
  if (c == '0' && (x == 'x' || x == 'o' || x == 'b')) {
    pos_ += 2;
    bool (*ok)(char) = x == 'x' ? isHexDigit
                     : x == 'o' ? +[](char d) { return d >= '0' && d <= '7'; }
                                : +[](char d) { return d == '0' || d == '1'; };
    const char* what = x == 'x' ? "hexadecimal" : x == 'o' ? "octal" : "binary";
    if (peek() == '_') ++pos_;
    uint32_t digits_at = pos_;
    digits(ok, what, start);
    if (pos_ == digits_at || isIdentChar(static_cast<unsigned char>(peek())) ||
        isDigit(peek())) {
      fail(std::string("invalid ") + what + " literal", start, pos_ + 1);
    }
    emit(TokenKind::Number, start, pos_);
    return;
  }
  bool is_float = false;
  digits(isDigit, "decimal", start);
  uint32_t int_end = pos_;
  if (peek() == '.') {
    is_float = true;
    ++pos_;
    if (isDigit(peek())) digits(isDigit, "decimal", start);
  }
  char e = peek();
  if ((e == 'e' || e == 'E') &&
      (isDigit(peek(1)) || ((peek(1) == '+' || peek(1) == '-') && isDigit(peek(2))))) {
    is_float = true;
    pos_ += isDigit(peek(1)) ? 1 : 2;
    digits(isDigit, "decimal", start);
  }
  bool imag = peek() == 'j' || peek() == 'J';
  if (imag) ++pos_;
  if (!is_float && !imag && text_[start] == '0') {
    for (uint32_t i = start; i < int_end; ++i) {
      if (text_[i] != '0' && text_[i] != '_') {
        fail("leading zeros in decimal integer literals are not permitted; use an 0o prefix "
             "for octal integers", start, int_end);
      }
    }
  }
  if (isIdentStart(static_cast<unsigned char>(peek()))) {
    // `1if x else y` is legal Python; anything else glued on is not.
    static constexpr std::string_view kAllowed[] = {"and", "else", "for", "if", "in", "is",
                                                    "not", "or"};
    bool ok = false;
    for (std::string_view kw : kAllowed) {
      if (text_.substr(pos_, kw.size()) == kw) ok = true;
    }
    if (!ok) {
      fail(std::string("invalid ") + (imag ? "imaginary" : "decimal") + " literal", start,
           pos_ + 1);
    }
  }
  emit(TokenKind::Number, start, pos_);
}

void LexerImpl::string(uint32_t start) {
  uint32_t quote_at = pos_;
  char q = text_[pos_];
  bool triple = peek(1) == q && peek(2) == q;
  pos_ += triple ? 3 : 1;
  while (true) {
    if (pos_ >= end_) {
      uint32_t line = src_->lineOf(end_ > 0 ? end_ - 1 : 0);
      fail(std::string(triple ? "unterminated triple-quoted string literal"
                              : "unterminated string literal") +
               " (detected at line " + std::to_string(line) + ")",
           start, quote_at + 1);
    }
    char c = text_[pos_];
    if (c == '\\') {
      pos_ += (peek(1) == '\r' && peek(2) == '\n') ? 3 : 2;
      continue;
    }
    if (c == q && (!triple || (peek(1) == q && peek(2) == q))) {
      pos_ += triple ? 3 : 1;
      break;
    }
    if ((c == '\n' || c == '\r') && !triple) {
      fail("unterminated string literal (detected at line " +
               std::to_string(src_->lineOf(pos_)) + ")",
           start, quote_at + 1);
    }
    ++pos_;
  }
  pos_ = std::min(pos_, end_);
  emit(TokenKind::String, start, pos_, quote_at);
}

void LexerImpl::openBracket(char c) {
  if (brackets_.size() >= static_cast<size_t>(kMaxBracketDepth)) {
    fail("too many nested parentheses", pos_, pos_ + 1);
  }
  brackets_.push_back(pos_);
  emit(c == '(' ? TokenKind::LParen : c == '[' ? TokenKind::LBracket : TokenKind::LBrace, pos_,
       pos_ + 1);
  ++pos_;
}

void LexerImpl::closeBracket(char c) {
  if (brackets_.empty()) fail(std::string("unmatched '") + c + "'", pos_, pos_ + 1);
  char open = text_[brackets_.back()];
  char want = open == '(' ? ')' : open == '[' ? ']' : '}';
  if (c != want) {
    std::string msg = std::string("closing parenthesis '") + c +
                      "' does not match opening parenthesis '" + open + "'";
    uint32_t open_line = src_->lineOf(brackets_.back());
    if (open_line != src_->lineOf(pos_)) msg += " on line " + std::to_string(open_line);
    fail(msg, pos_, pos_ + 1);
  }
  brackets_.pop_back();
  emit(c == ')' ? TokenKind::RParen : c == ']' ? TokenKind::RBracket : TokenKind::RBrace, pos_,
       pos_ + 1);
  ++pos_;
}

void LexerImpl::op() {
  char c = text_[pos_];
  char n1 = peek(1), n2 = peek(2);
  uint32_t s = pos_;
  auto tok = [&](TokenKind k, uint32_t len) {
    emit(k, s, s + len);
    pos_ += len;
  };
  // For operators with an `=` form: X, X=, XX, XX= (e.g. * *= ** **=).
  auto family = [&](TokenKind one, TokenKind one_eq, TokenKind two, TokenKind two_eq) {
    if (n1 == c && two != TokenKind::EndOfFile) {
      (n2 == '=') ? tok(two_eq, 3) : tok(two, 2);
    } else {
      (n1 == '=') ? tok(one_eq, 2) : tok(one, 1);
    }
  };
  constexpr TokenKind kNone = TokenKind::EndOfFile;
  switch (c) {
    case '(': case '[': case '{': openBracket(c); return;
    case ')': case ']': case '}': closeBracket(c); return;
    case ',': tok(TokenKind::Comma, 1); return;
    case ';': tok(TokenKind::Semicolon, 1); return;
    case '~': tok(TokenKind::Tilde, 1); return;
    case ':': n1 == '=' ? tok(TokenKind::ColonEqual, 2) : tok(TokenKind::Colon, 1); return;
    case '.': (n1 == '.' && n2 == '.') ? tok(TokenKind::Ellipsis, 3) : tok(TokenKind::Dot, 1); return;
    case '-':
      if (n1 == '>') return tok(TokenKind::Arrow, 2);
      return family(TokenKind::Minus, TokenKind::MinusEqual, kNone, kNone);
    case '+': return family(TokenKind::Plus, TokenKind::PlusEqual, kNone, kNone);
    case '*': return family(TokenKind::Star, TokenKind::StarEqual, TokenKind::DoubleStar, TokenKind::DoubleStarEqual);
    case '/': return family(TokenKind::Slash, TokenKind::SlashEqual, TokenKind::DoubleSlash, TokenKind::DoubleSlashEqual);
    case '%': return family(TokenKind::Percent, TokenKind::PercentEqual, kNone, kNone);
    case '@': return family(TokenKind::At, TokenKind::AtEqual, kNone, kNone);
    case '|': return family(TokenKind::Pipe, TokenKind::PipeEqual, kNone, kNone);
    case '^': return family(TokenKind::Caret, TokenKind::CaretEqual, kNone, kNone);
    case '&': return family(TokenKind::Ampersand, TokenKind::AmpersandEqual, kNone, kNone);
    case '<': return family(TokenKind::Less, TokenKind::LessEqual, TokenKind::LeftShift, TokenKind::LeftShiftEqual);
    case '>': return family(TokenKind::Greater, TokenKind::GreaterEqual, TokenKind::RightShift, TokenKind::RightShiftEqual);
    case '=': n1 == '=' ? tok(TokenKind::EqEqual, 2) : tok(TokenKind::Equal, 1); return;
    case '!':
      if (n1 == '=') return tok(TokenKind::NotEqual, 2);
      break;
    default:
      break;
  }
  fail("invalid syntax", s, s + 1);
}

void LexerImpl::finish() {
  pos_ = end_;
  if (!brackets_.empty()) {
    uint32_t at = brackets_.back();
    fail(std::string("'") + text_[at] + "' was never closed", at, at + 1);
  }
  if (!expr_mode_) {
    if (line_has_tokens_) out_.push_back(Token{TokenKind::Newline, end_, end_, 0});
    for (size_t i = 1; i < indents_.size(); ++i) {
      out_.push_back(Token{TokenKind::Dedent, end_, end_, 0});
    }
  }
  out_.push_back(Token{TokenKind::EndOfFile, end_, end_, 0});
}

// Length of the well-formed UTF-8 sequence at s[i] (RFC 3629: no overlong
// forms, no surrogates, nothing above U+10FFFF), or 0 -- what CPython's
// decoder accepts.
size_t validUtf8Length(std::string_view s, size_t i) {
  unsigned char c = s[i];
  if (c < 0x80) return 1;
  size_t n = c >= 0xC2 && c <= 0xDF ? 2 : c >= 0xE0 && c <= 0xEF ? 3 : c >= 0xF0 && c <= 0xF4 ? 4 : 0;
  if (n == 0 || i + n > s.size()) return 0;
  for (size_t k = 1; k < n; ++k)
    if ((static_cast<unsigned char>(s[i + k]) & 0xC0) != 0x80) return 0;
  unsigned char c1 = s[i + 1];
  if ((c == 0xE0 && c1 < 0xA0) || (c == 0xED && c1 > 0x9F) || (c == 0xF0 && c1 < 0x90) || (c == 0xF4 && c1 > 0x8F))
    return 0;
  return n;
}

// Note [Source bytes]: CPython 3.11 rejects a file holding a NUL byte or
// bytes that are not UTF-8 (without a coding declaration, which we do not
// support) wherever they are, strings and comments included, before
// tokenizing. For a NUL it shows the line up to the NUL and no caret.
void checkSourceBytes(const std::shared_ptr<const Source>& src) {
  std::string_view text = src->text();
  for (size_t i = 0; i < text.size();) {
    if (text[i] == '\0') {
      uint32_t line_begin = src->lineStart(src->lineOf(static_cast<uint32_t>(i)));
      auto upto = Source::make(src->filename(), std::string(text.substr(0, i)));
      SyntaxError e("source code cannot contain null bytes", SourceRange(upto, line_begin, upto->size()));
      throw e.withoutCaret();
    }
    size_t n = validUtf8Length(text, i);
    if (n == 0) {
      char byte[8];
      std::snprintf(byte, sizeof(byte), "\\x%02x", static_cast<unsigned char>(text[i]));
      throw SyntaxError(std::string("Non-UTF-8 code starting with '") + byte + "' in file " + src->filename() +
                            " on line " + std::to_string(src->lineOf(static_cast<uint32_t>(i))) +
                            ", but no encoding declared; see https://peps.python.org/pep-0263/ for details",
                        SourceRange());
    }
    i += n;
  }
}

}  // namespace

const char* tokenKindName(TokenKind kind) { return kKindNames[static_cast<int>(kind)]; }
const char* tokenSpelling(TokenKind kind) { return kSpellings[static_cast<int>(kind)]; }

std::vector<Token> tokenize(const std::shared_ptr<const Source>& source) {
  checkSourceBytes(source);
  // A UTF-8 byte order mark is allowed at the start, as in CPython.
  uint32_t begin = source->text().compare(0, 3, "\xef\xbb\xbf") == 0 ? 3 : 0;
  return LexerImpl(source, begin, source->size(), false).run();
}

std::vector<Token> tokenizeExpression(const std::shared_ptr<const Source>& source,
                                      uint32_t start, uint32_t end) {
  return LexerImpl(source, start, std::min(end, source->size()), true).run();
}

std::string dumpTokens(const Source& source, const std::vector<Token>& tokens) {
  std::string out;
  for (const Token& t : tokens) {
    out += tokenKindName(t.kind);
    std::string_view text = std::string_view(source.text()).substr(t.start, t.end - t.start);
    if (t.kind == TokenKind::TypeComment) {
      text = std::string_view(source.text()).substr(t.aux, t.end - t.aux);
    }
    if (!text.empty() && t.kind != TokenKind::Newline && t.kind != TokenKind::Indent) {
      out += " '";
      out.append(text);
      out += "'";
    }
    out += " @" + std::to_string(source.lineOf(t.start)) + ":" +
           std::to_string(source.columnOf(t.start)) + "\n";
  }
  return out;
}

}  // namespace ts
