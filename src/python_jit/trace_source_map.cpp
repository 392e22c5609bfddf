// ===--- trace_source_map.cpp - PyTorch's source lines for stdlib code -----=== //
// Note [Traced source locations]: a traced graph names the Python line each
// operator ran on. When that line is in torch.nn's own code, PyTorch names
// its file (/usr/lib/python3/dist-packages/torch/nn/modules/conv.py:459).
// Our torch.nn is our own source, so its lines carry a trailing marker
// `# pt: torch/nn/modules/conv.py:459` (scripts/annotate_pt_lines.py writes
// them) and the location printed is the marked one; `# pt: caller` marks
// our Python code for what is C++ in PyTorch (torch.dropout), whose caller's
// line PyTorch records. The graph printer only
// needs a filename and a line, so each PyTorch file is a stand-in Source of
// empty lines.
#include "python_jit/trace_source_map.h"

#include <map>
#include <mutex>
#include <string>

namespace ts::py {

namespace {

/// The installed PyTorch the expected outputs were made with.
constexpr const char* kTorchRoot = "/usr/lib/python3/dist-packages/";

std::shared_ptr<const Source> standIn(const std::string& path, uint32_t line) {
  static std::mutex mu;
  static std::map<std::string, std::shared_ptr<const Source>> files;
  std::lock_guard<std::mutex> lock(mu);
  std::shared_ptr<const Source>& s = files[path];
  // Recreated larger when a later line is asked for; ranges keep the old one alive.
  if (!s || s->numLines() < line) s = Source::make(kTorchRoot + path, std::string(line + 1024, '\n'));
  return s;
}

}  // namespace

std::optional<SourceRange> tracedLocation(const std::shared_ptr<const Source>& src, uint32_t line) {
  const uint32_t start = src->lineStart(line), end = src->lineStart(line + 1);
  if (src->filename().rfind("<frozen ", 0) != 0) return SourceRange(src, start, start);  // user code
  const std::string text = src->text().substr(start, end - start);
  const size_t mark = text.find("# pt: ");
  if (mark != std::string::npos && text.compare(mark, 12, "# pt: caller") == 0) return std::nullopt;
  const size_t colon = mark == std::string::npos ? mark : text.rfind(':');
  if (colon == std::string::npos || colon < mark) return SourceRange(src, start, start);
  const std::string path = text.substr(mark + 6, colon - mark - 6);
  uint32_t pt_line = 0;
  for (size_t i = colon + 1; i < text.size() && text[i] >= '0' && text[i] <= '9' && pt_line < 1000000; ++i)
    pt_line = pt_line * 10 + static_cast<uint32_t>(text[i] - '0');
  if (pt_line == 0) return SourceRange(src, start, start);
  std::shared_ptr<const Source> file = standIn(path, pt_line);
  const uint32_t at = file->lineStart(pt_line);
  return SourceRange(file, at, at);
}

}  // namespace ts::py
