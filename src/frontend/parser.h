// ===--- parser.h - recursive-descent Python parser -----------------------=== //
// Parses a whole Python 3 file (a superset of TorchScript) into the AST of
// ast.h. Syntax errors throw CompileError with a `~~~~ <--- HERE` highlight.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "frontend/ast.h"
#include "frontend/source.h"

namespace ts {

/// CPython 3.11's parser gives up when its rule recursion passes 6000
/// levels (`- - - ... 1` 6,000 deep, `lambda: lambda: ...` 3,000 deep) with
/// a bare MemoryError; this is that error (Note [Parser depth limit]). Its
/// kind is RecursionError so handlers that know only the kinds still treat
/// it as a nesting limit; the Python level raises MemoryError() for it.
class ParserStackOverflow : public Error {
 public:
  ParserStackOverflow() : Error("parser stack overflow", ErrorKind::RecursionError) {}
};

/// Parses a whole file. Throws CompileError on a syntax error.
std::unique_ptr<ast::Module> parseFile(std::shared_ptr<const Source> source);
/// Parses a file as PyTorch's own parser does (Note [Script dialect]):
/// assignment targets and loop control are left to the script compiler;
/// errors are the compiler's RuntimeError text. Throws CompileError.
std::unique_ptr<ast::Module> parseScriptFile(std::shared_ptr<const Source> source);

/// Parses the whole Source as one expression (surrounding whitespace and
/// newlines allowed), e.g. a string annotation "List[int]". Ranges point into
/// `source`. Throws CompileError.
ast::ExprPtr parseExpression(std::shared_ptr<const Source> source);
/// Parses source->text()[start, end) as one expression; ranges stay relative
/// to the whole Source (used for `# type:` comment text inside a file).
ast::ExprPtr parseExpression(std::shared_ptr<const Source> source, uint32_t start, uint32_t end);

/// A function signature type comment `(int, float) -> int`.
struct SignatureTypeComment {
  std::vector<ast::ExprPtr> param_types;
  ast::ExprPtr return_type;  ///< nullable when `-> T` is absent
  SourceRange range;
};

/// Parses the text of a signature type comment (what follows `# type:`),
/// located at source->text()[start, end). Throws CompileError.
SignatureTypeComment parseSignatureTypeComment(std::shared_ptr<const Source> source,
                                               uint32_t start, uint32_t end);

}  // namespace ts
