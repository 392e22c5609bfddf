// ===--- script_traceback.cpp - PyTorch's text for errors in script code -=== //
#include "runtime/script_traceback.h"

namespace ts {

// Note [TorchScript tracebacks]
// PyTorch inlines script calls but keeps each node's inlined call stack, so
// its traceback has one frame per script function on the way to the failing
// node: the outermost first, each highlighting the call into the next (the
// callee's name), the innermost highlighting the failing node. Frames of
// Python-level code ("<module>") are not TorchScript's and are left out.
// The exception line names `builtins.X` for a `raise` in script code and is
// a RuntimeError otherwise; an op's IndexError (c10::IndexError) prints as a
// plain RuntimeError there, as PyTorch's interpreter reports it.
//
// Inlining gives a node the call stack it was inlined through only when the
// node has outputs (torch::jit::inlineCallTo walks the value map), so a
// `raise` (and an `assert`'s raise), which has none, keeps just its own
// range: the traceback is one frame, named after the outermost function.
std::string scriptTracebackText(const ScriptError& e) {
  std::string out = "The following operation failed in the TorchScript interpreter.\n"
                    "Traceback of TorchScript (most recent call last):\n";
  std::vector<ScriptError::Frame> frames;  // outermost first
  for (auto f = e.frames.rbegin(); f != e.frames.rend(); ++f)
    if (f->function != "<module>") frames.push_back(*f);
  if (e.raised() && frames.size() > 1) {
    ScriptError::Frame inner = frames.back();
    inner.function = frames.front().function;
    frames = {inner};
  }
  for (const ScriptError::Frame& f : frames) {
    out += f.extent.valid() ? f.range.highlight(f.extent, f.function) : f.range.highlight();
    if (!out.empty() && out.back() != '\n') out += "\n";
  }
  std::string kind = errorKindName(e.kind());
  if (e.raised() && e.kind() != ErrorKind::AssertionError && !e.unclassed) return out + "builtins." + kind + ": " + e.message() + "\n";
  bool plain = e.kind() == ErrorKind::RuntimeError || e.kind() == ErrorKind::IndexError;
  return out + "RuntimeError: " + (plain ? "" : kind + ": ") + e.message() + "\n";
}

}  // namespace ts
