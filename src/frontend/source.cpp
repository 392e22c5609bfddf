// ===--- source.cpp - line tables and PyTorch-style highlights ------------=== //
// highlight() reproduces torch/csrc/jit/frontend/source_range.cpp
// (print_with_context with CONTEXT = 3) byte for byte, quirks included.
#include "frontend/source.h"

#include <algorithm>

namespace ts {

namespace {

// PyTorch's SourceRange::CONTEXT. The way its loops count newlines, 3 yields
// two lines of context on each side.
constexpr size_t kContext = 3;

// The character at `i`, or '\0' past the end (std::string::operator[] at
// size() returns '\0', which PyTorch's loops rely on).
char charAt(std::string_view s, size_t i) { return i < s.size() ? s[i] : '\0'; }

struct Window {
  std::string_view str;  // the text PyTorch would consider "the source"
  size_t start, end;     // the range, relative to str
};

// Extends [begin_line, end_line) to `kContext` lines of context each side.
void contextBounds(std::string_view str, size_t begin_line, size_t end_line,
                   size_t* begin_context, size_t* end_context) {
  size_t bc = begin_line;
  for (size_t i = 0; bc > 0; --bc) {
    if (str[bc - 1] == '\n') ++i;
    if (i >= kContext) break;
  }
  size_t ec = end_line;
  for (size_t i = 0; ec < str.size(); ++ec) {
    if (str[ec] == '\n') ++i;
    if (i >= kContext) break;
  }
  *begin_context = bc;
  *end_context = ec;
}

// Prints the highlighted lines [start, range_end) with their underlines;
// returns the offset where the trailing context begins.
size_t printHighlightedLines(std::string& out, std::string_view str, size_t start,
                             size_t range_end) {
  size_t line_start = start;
  size_t line_end = start;
  while (line_start < range_end) {
    while (line_end < str.size() && str[line_end] != '\n') ++line_end;
    std::string_view actual_line = str.substr(line_start, (line_end - line_start) + 1);
    out.append(actual_line);
    if (actual_line.empty() || actual_line.back() != '\n') out.push_back('\n');

    size_t hl_begin = line_start;
    size_t hl_end = line_start;
    while (hl_begin > 0 && str[hl_begin - 1] != '\n') --hl_begin;
    while (hl_end < range_end && str[hl_end] != '\n') ++hl_end;
    size_t empty_space = 0;
    for (size_t i = hl_begin; i < hl_end; ++i) {
      if (str[i] == ' ' || i < start) {
        ++empty_space;
      } else {
        break;
      }
    }
    size_t highlight_space = hl_end - hl_begin - empty_space;
    if (highlight_space > 0) {
      // PyTorch only ends the underline with HERE on the last line that has
      // something other than spaces/newlines left in the range.
      bool more_lines = false;
      for (size_t i = line_end; i <= range_end; ++i) {
        char c = charAt(str, i);
        if (c != '\n' && c != ' ') more_lines = true;
      }
      out.append(empty_space, ' ');
      out.append(highlight_space, '~');
      out.append(more_lines && line_end != range_end ? "\n" : " <--- HERE\n");
    }
    ++line_end;
    line_start = line_end;
  }
  return line_end;
}

std::string printWithContext(const Window& w, const std::string& header) {
  std::string_view str = w.str;
  std::string out;
  if (w.end - w.start == str.size()) {
    // The range is the whole source: PyTorch prints it verbatim.
    out.append(str);
    return out;
  }
  size_t range_end = std::min(str.size(), w.end);
  size_t begin_line = w.start;
  size_t end_line = range_end;
  if (begin_line > str.size()) return out;
  while (begin_line > 0 && str[begin_line - 1] != '\n') --begin_line;
  while (end_line < str.size() && str[end_line] != '\n') ++end_line;
  size_t begin_context = 0, end_context = 0;
  contextBounds(str, begin_line, end_line, &begin_context, &end_context);

  out.append(header);
  out.append(str.substr(begin_context, w.start - begin_context));
  size_t line_end = printHighlightedLines(out, str, w.start, range_end);
  if (line_end <= str.size()) {
    std::string_view tail = str.substr(line_end, end_context - line_end);
    out.append(tail);
    if (!tail.empty() && tail.back() != '\n') out.push_back('\n');
  }
  return out;
}

}  // namespace

// ----------------------------------------------------------------------------
// Source
// ----------------------------------------------------------------------------

Source::Source(std::string filename, std::string text)
    : filename_(std::move(filename)), text_(std::move(text)) {
  line_starts_.reserve(text_.size() / 32 + 1);
  line_starts_.push_back(0);
  for (uint32_t i = 0; i < text_.size(); ++i) {
    if (text_[i] == '\n' && i + 1 < text_.size()) line_starts_.push_back(i + 1);
  }
}

uint32_t Source::lineOf(uint32_t offset) const {
  auto it = std::upper_bound(line_starts_.begin(), line_starts_.end(), offset);
  return static_cast<uint32_t>(it - line_starts_.begin());
}

uint32_t Source::columnOf(uint32_t offset) const {
  uint32_t line = lineOf(offset);
  return offset - line_starts_[line - 1];
}

uint32_t Source::lineStart(uint32_t line) const {
  if (line == 0) return 0;
  if (line > line_starts_.size()) return size();
  return line_starts_[line - 1];
}

uint32_t Source::numLines() const { return static_cast<uint32_t>(line_starts_.size()); }

// ----------------------------------------------------------------------------
// SourceRange
// ----------------------------------------------------------------------------

uint32_t SourceRange::endLine() const {
  if (!source) return 0;
  return source->lineOf(end > start ? end - 1 : start);
}

std::string_view SourceRange::text() const {
  if (!source) return {};
  std::string_view all = source->text();
  uint32_t s = std::min<uint32_t>(start, source->size());
  uint32_t e = std::min<uint32_t>(std::max(end, s), source->size());
  return all.substr(s, e - s);
}

SourceRange SourceRange::join(const SourceRange& other) const {
  if (!source) return other;
  if (!other.source) return *this;
  return SourceRange(source, std::min(start, other.start), std::max(end, other.end));
}

std::string SourceRange::highlight() const {
  if (!source) return "";
  return highlight(SourceRange(source, 0, source->size()));
}

std::string SourceRange::highlight(const SourceRange& window, const std::string& funcname) const {
  if (!source) return "";
  uint32_t wb = window.source == source ? std::min(window.start, source->size()) : 0;
  uint32_t we = window.source == source ? std::min(window.end, source->size()) : source->size();
  // A range outside the window (should not happen) falls back to the file.
  if (start < wb || start > we) {
    wb = 0;
    we = source->size();
  }
  Window w{std::string_view(source->text()).substr(wb, we - wb), start - wb,
           std::max(end, start) - wb};
  std::string header;
  if (!source->filename().empty()) {
    header = "  File \"" + source->filename() + "\", line " + std::to_string(line());
    if (!funcname.empty()) header += ", in " + funcname;
    header += "\n";
  }
  return printWithContext(w, header);
}

// ----------------------------------------------------------------------------
// CompileError
// ----------------------------------------------------------------------------

CompileError::CompileError(std::string message, SourceRange range)
    : Error(message + ":\n" + range.highlight()),
      message_(std::move(message)),
      range_(std::move(range)) {}

CompileError::CompileError(std::string message, SourceRange range, const SourceRange& window)
    : Error(message + ":\n" + range.highlight(window)),
      message_(std::move(message)),
      range_(std::move(range)) {}

std::string SyntaxError::pythonFormat() const {
  const SourceRange& r = range();
  std::string out;
  const std::string last = std::string(pythonClassName()) + ": " + rawMessage() + "\n";
  if (!r.source) return last;
  const Source& src = *r.source;
  uint32_t line = r.line();
  uint32_t line_begin = src.lineStart(line);
  uint32_t line_end = line_begin;
  while (line_end < src.size() && src.text()[line_end] != '\n') ++line_end;
  std::string_view text = std::string_view(src.text()).substr(line_begin, line_end - line_begin);
  size_t indent = 0;
  while (indent < text.size() && (text[indent] == ' ' || text[indent] == '\t' || text[indent] == '\f')) {
    ++indent;
  }
  while (!text.empty() && (text.back() == '\r' || text.back() == ' ')) text.remove_suffix(1);
  out += "  File \"" + src.filename() + "\", line " + std::to_string(line) + "\n";
  if (indent < text.size()) {
    out += "    ";
    out.append(text.substr(indent));
    out += "\n";
    if (!caret_) return out + last;
    size_t col = std::max<size_t>(r.column(), indent);
    size_t end_col = r.end > line_end ? text.size() : std::max<size_t>(r.end - line_begin, col + 1);
    end_col = std::max(std::min(end_col, text.size() + 1), col + 1);
    out += "    " + std::string(col - indent, ' ') + std::string(end_col - col, '^') + "\n";
  }
  return out + last;
}

}  // namespace ts
