// ===--- lexer.h - Python tokenizer ---------------------------------------=== //
// Turns source text into a flat token vector with Python's INDENT / DEDENT /
// NEWLINE structure, implicit line joining inside brackets and backslash
// continuations. Literal contents are decoded later by the parser.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "frontend/source.h"

namespace ts {

enum class TokenKind : uint8_t {
#define TS_TOKEN(name, spelling, meaning) name,
#include "frontend/tokens.def"
};

/// Enumerator name, e.g. "RParen".
const char* tokenKindName(TokenKind kind);
/// Spelling from tokens.def, e.g. ")" or "<name>".
const char* tokenSpelling(TokenKind kind);

/// One token: a kind and a byte span. 12 bytes, no heap.
struct Token {
  TokenKind kind = TokenKind::EndOfFile;
  uint32_t start = 0;
  uint32_t end = 0;
  /// TypeComment: offset of the text after `type:` (leading blanks skipped);
  /// String: offset of the opening quote (after the prefix letters).
  uint32_t aux = 0;
};

/// Limits on nesting; Python's tokenizer has the same ones (MAXLEVEL,
/// MAXINDENT) and they keep the recursive parser's stack use bounded.
constexpr int kMaxBracketDepth = 200;
constexpr int kMaxIndentDepth = 100;

/// Tokenizes a whole file. The result ends with NEWLINE (if the last line
/// had tokens), DEDENTs closing every open block, and EndOfFile.
/// `# type:` comments become TypeComment tokens at the end of a logical line
/// (before its NEWLINE) or, alone on a line right after a line ending in
/// `:`, between that NEWLINE and the INDENT; other comments are skipped.
/// Throws CompileError on a Python tokenizer error.
std::vector<Token> tokenize(const std::shared_ptr<const Source>& source);

/// Tokenizes source->text()[start, end) as the inside of brackets: newlines
/// are whitespace and no NEWLINE / INDENT / DEDENT is produced. Used for
/// f-string replacement fields, annotations in strings and type comments.
std::vector<Token> tokenizeExpression(const std::shared_ptr<const Source>& source,
                                      uint32_t start, uint32_t end);

/// One token per line, `KIND 'text' @line:col`, for golden tests.
std::string dumpTokens(const Source& source, const std::vector<Token>& tokens);

}  // namespace ts
