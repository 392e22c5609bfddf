// ===--- source.h - source text, ranges and compile errors ----------------=== //
// A Source is one file's text plus a line table; a SourceRange is a byte span
// in it. highlight() renders PyTorch 1.13's `~~~~ <--- HERE` excerpt, and
// CompileError pairs a message with a range the way PyTorch's ErrorReport does.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "support/error.h"

namespace ts {

/// The full text of one source file (or of a string parsed on its own, e.g. a
/// type annotation), shared by every SourceRange that points into it.
class Source {
 public:
  /// `filename` may be empty: highlights then print no `File "..."` header
  /// (PyTorch does the same for strings it parses itself, e.g. type comments).
  Source(std::string filename, std::string text);

  static std::shared_ptr<const Source> make(std::string filename, std::string text) {
    return std::make_shared<const Source>(std::move(filename), std::move(text));
  }

  const std::string& filename() const { return filename_; }
  const std::string& text() const { return text_; }
  uint32_t size() const { return static_cast<uint32_t>(text_.size()); }

  /// 1-based line number that contains byte `offset` (offset == size() is the
  /// last line).
  uint32_t lineOf(uint32_t offset) const;
  /// 0-based byte column of `offset` within its line.
  uint32_t columnOf(uint32_t offset) const;
  /// Byte offset where 1-based `line` starts; size() for lines past the end.
  uint32_t lineStart(uint32_t line) const;
  /// Number of lines (a trailing newline does not start a new line).
  uint32_t numLines() const;

 private:
  std::string filename_;
  std::string text_;
  std::vector<uint32_t> line_starts_;  // line_starts_[i] = offset of line i+1
};

/// A half-open byte range [start, end) into a Source. A default-constructed
/// range has no source and highlights to the empty string.
struct SourceRange {
  std::shared_ptr<const Source> source;
  uint32_t start = 0;
  uint32_t end = 0;

  SourceRange() = default;
  SourceRange(std::shared_ptr<const Source> src, uint32_t s, uint32_t e)
      : source(std::move(src)), start(s), end(e) {}

  bool valid() const { return source != nullptr; }
  /// 1-based line of `start`.
  uint32_t line() const { return source ? source->lineOf(start) : 0; }
  /// 0-based byte column of `start` (Python's col_offset convention).
  uint32_t column() const { return source ? source->columnOf(start) : 0; }
  /// 1-based line of the last character in the range.
  uint32_t endLine() const;
  /// The covered text.
  std::string_view text() const;
  /// Smallest range covering both (same Source assumed).
  SourceRange join(const SourceRange& other) const;

  /// PyTorch's SourceRange::highlight: `  File "f.py", line N` (omitted when
  /// the Source has no filename), up to two context lines before, the covered
  /// lines each followed by a `~~~` underline (the last one ending in
  /// ` <--- HERE`), up to two context lines after. Context is taken from the
  /// whole Source.
  std::string highlight() const;
  /// Same, but context lines are clipped to the text window
  /// [window.start, window.end) -- PyTorch only knows the source of the
  /// function being compiled (what inspect.getsource returns; see
  /// FunctionDef::source_extent). `funcname` non-empty adds `, in NAME` to
  /// the header, as in TorchScript tracebacks.
  std::string highlight(const SourceRange& window, const std::string& funcname = "") const;
};

/// A compile-time (or syntax) error at a source location. what() is
/// `<message>:\n<highlight>`; PyTorch's str(e) additionally starts with "\n"
/// (Python then prints `RuntimeError: \n<message>:...`).
class CompileError : public Error {
 public:
  CompileError(std::string message, SourceRange range);
  /// Highlight with context clipped to `window` (a function's source extent).
  CompileError(std::string message, SourceRange range, const SourceRange& window);

  /// The message without the highlight.
  const std::string& rawMessage() const { return message_; }
  const SourceRange& range() const { return range_; }
  /// Which of torch.jit.frontend's exception classes PyTorch's Python
  /// frontend (torch/jit/frontend.py) raises for the error, before anything
  /// compiles; None for the compiler's RuntimeError.
  enum class FrontendClass : uint8_t { None, FrontendError, NotSupported, UnsupportedNode };
  FrontendClass frontendClass() const { return frontend_class_; }
  void setFrontendClass(FrontendClass c) { frontend_class_ = c; }
  /// A NotSupportedError (or its subclass UnsupportedNodeError).
  bool notSupported() const {
    return frontend_class_ == FrontendClass::NotSupported || frontend_class_ == FrontendClass::UnsupportedNode;
  }
  void setNotSupported() { frontend_class_ = FrontendClass::NotSupported; }
  /// Appends text after the highlight (PyTorch's "'f' is being compiled
  /// since it was called from 'g'" lines and the call site).
  void appendContext(const std::string& text) { text_ = std::string(what()) + text; }
  const char* what() const noexcept override { return text_.empty() ? Error::what() : text_.c_str(); }

 private:
  std::string message_;
  SourceRange range_;
  std::string text_;  ///< what() once context was appended
  FrontendClass frontend_class_ = FrontendClass::None;
};

/// A Python syntax error of the file (the parser's errors, and the compile
/// checks Python makes before running anything, e.g. 'break' outside loop).
/// what() is the CompileError text; pythonFormat() renders what CPython 3.11
/// prints for it:
///   File "f.py", line 6
///     break
///     ^^^^^
/// SyntaxError: 'break' outside loop
class SyntaxError : public CompileError {
 public:
  using CompileError::CompileError;
  std::string pythonFormat() const;
  /// CPython prints no caret line for some errors (a NUL byte in the source).
  SyntaxError& withoutCaret() {
    caret_ = false;
    return *this;
  }
  /// CPython's class for the error: SyntaxError, or its subclass
  /// IndentationError for the tokenizer's and parser's indentation errors.
  enum class PythonClass : uint8_t { SyntaxError, IndentationError };
  SyntaxError& as(PythonClass c) {
    class_ = c;
    return *this;
  }
  PythonClass pythonClass() const { return class_; }
  const char* pythonClassName() const {
    return class_ == PythonClass::IndentationError ? "IndentationError" : "SyntaxError";
  }

 private:
  bool caret_ = true;
  PythonClass class_ = PythonClass::SyntaxError;
};

}  // namespace ts
