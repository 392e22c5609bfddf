// ===--- interpreter.cpp - runPythonModule and traceback printing ---------=== //
// Parses, analyzes and runs a module; formats uncaught exceptions (chained
// causes/contexts, 3.11 caret lines) exactly as CPython's traceback module.
#include "python/interpreter.h"

#include <memory>
#include <ostream>

#include "frontend/parser.h"
#include "python/builtins.h"
#include "python/eval.h"
#include "python/interpreter_impl.h"
#include "support/sanitizers.h"

namespace ts::py {

namespace {

std::string lineText(const Source& src, uint32_t line) {
  uint32_t b = src.lineStart(line), e = src.lineStart(line + 1);
  std::string s = src.text().substr(b, e - b);
  while (!s.empty() && (s.back() == '\n' || s.back() == '\r')) s.pop_back();
  return s;
}

int64_t charCount(const std::string& s, size_t bytes) { return utf8Length(std::string_view(s).substr(0, bytes)); }

void printEntry(std::string& out, const PyInstance::TbEntry& e) {
  const Source& src = *e.source;
  uint32_t line = src.lineOf(e.start);
  out += "  File \"" + src.filename() + "\", line " + std::to_string(line) + ", in " + e.func + "\n";
  std::string text = lineText(src, line);
  size_t indent = text.find_first_not_of(" \t");
  if (indent == std::string::npos) return;
  std::string stripped = text.substr(indent);
  while (!stripped.empty() && (stripped.back() == ' ' || stripped.back() == '\t')) stripped.pop_back();
  out += "    " + stripped + "\n";
  uint32_t ls = src.lineStart(line);
  int64_t start = charCount(text, e.start - ls);
  bool one_line = src.lineOf(e.end > e.start ? e.end - 1 : e.start) == line;
  int64_t end = one_line ? charCount(text, e.end - ls) : static_cast<int64_t>(charCount(text, indent) + utf8Length(stripped));
  int64_t strip_chars = charCount(text, indent);
  bool anchors = one_line && e.right_start > e.left_end && e.left_end >= e.start;
  int64_t al = anchors ? charCount(text, e.left_end - ls) - start : 0;
  int64_t ar = anchors ? charCount(text, e.right_start - ls) - start : 0;
  if (end - start < utf8Length(stripped) || (anchors && ar - al > 0)) {
    std::string row = "    " + std::string(start - strip_chars, ' ');
    if (anchors) {
      row += std::string(al, '~') + std::string(ar - al, '^') + std::string(std::max<int64_t>(0, end - start - ar), '~');
    } else {
      row += std::string(end - start, '^');
    }
    out += row + "\n";
  }
}

/// A SyntaxError field: its attribute, else its place in the args'
/// (filename, lineno, offset, text, end_lineno, end_offset) tuple, else None.
IValue syntaxErrorField(Interp& in, const IValue& exc, const char* name, size_t index) {
  IValue v;
  if (getAttrNoHook(in, exc, in.intern(name), hashStr(name), v)) return v;
  const auto& args = static_cast<PyInstance*>(asPy(exc))->args.toTuple()->items;
  if (args.size() == 2 && args[1].isTuple() && index < args[1].toTuple()->items.size())
    return args[1].toTuple()->items[index];
  return in.none;
}

/// Note [SyntaxError display]: CPython prints an uncaught SyntaxError (and
/// IndentationError, TabError) as its location, `File "f", line N`, the
/// source line without its indentation, and carets from offset to
/// end_offset (pythonrun.c print_error_text), then `SyntaxError: msg`
/// with the bare msg. Without an int lineno it prints str(e) as any error.
/// Returns whether it printed the location; `msg` then holds the message.
bool formatSyntaxErrorLocation(Interp& in, const IValue& exc, std::string& out, std::string& msg) {
  if (!isInstance(in, exc, in.e.SyntaxError)) return false;
  IValue lineno = syntaxErrorField(in, exc, "lineno", 1);
  if (!lineno.isInt()) return false;
  IValue filename = syntaxErrorField(in, exc, "filename", 0), text = syntaxErrorField(in, exc, "text", 3);
  IValue offset_v = syntaxErrorField(in, exc, "offset", 2), end_line_v = syntaxErrorField(in, exc, "end_lineno", 4);
  IValue end_offset_v = syntaxErrorField(in, exc, "end_offset", 5);
  IValue m;
  const auto& args = static_cast<PyInstance*>(asPy(exc))->args.toTuple()->items;
  if (!getAttrNoHook(in, exc, in.intern("msg"), hashStr("msg"), m)) m = args.empty() ? in.none : args[0];
  msg = toStr(in, m);
  out += "  File \"" + (filename.isNone() ? std::string("<string>") : toStr(in, filename)) + "\", line " +
         std::to_string(lineno.toInt()) + "\n";
  if (!text.isStr()) return true;
  std::string line = text.toStr();
  int64_t offset = offset_v.isInt() ? offset_v.toInt() : -1;
  int64_t end_offset = end_offset_v.isInt() ? end_offset_v.toInt() : -1;
  int64_t size = static_cast<int64_t>(line.size());
  if (end_line_v.isInt() && end_line_v.toInt() > lineno.toInt()) end_offset = size;
  end_offset = std::min(end_offset, size + 1);
  int64_t carets = end_offset > 0 && end_offset > offset ? end_offset - offset : 1;
  offset -= 1;  // 0-based
  size_t from = 0;
  while (from < line.size() && (line[from] == ' ' || line[from] == '\t' || line[from] == '\f')) ++from, --offset;
  line = line.substr(from);
  int64_t len = static_cast<int64_t>(line.size());
  if (len > 0 && line[static_cast<size_t>(len - 1)] == '\n') --len;
  offset = std::min(offset, len);
  // Only the line the offset falls on is shown.
  for (size_t nl; (nl = line.find('\n')) != std::string::npos && static_cast<int64_t>(nl) < offset;) {
    line = line.substr(nl + 1);
    len -= static_cast<int64_t>(nl) + 1;
    offset -= static_cast<int64_t>(nl) + 1;
  }
  out += "    " + line;
  if (line.size() <= static_cast<size_t>(len) || line[static_cast<size_t>(len)] != '\n') out += "\n";
  if (offset >= 0) out += "    " + std::string(static_cast<size_t>(offset), ' ') + std::string(static_cast<size_t>(carets), '^') + "\n";
  return true;
}

void formatException(Interp& in, const IValue& exc, std::string& out, int depth) {
  auto* e = static_cast<PyInstance*>(asPy(exc));
  if (depth < 50) {
    if (!e->cause.isNone()) {
      formatException(in, e->cause, out, depth + 1);
      out += "\nThe above exception was the direct cause of the following exception:\n\n";
    } else if (!e->context.isNone() && !e->suppress_context) {
      formatException(in, e->context, out, depth + 1);
      out += "\nDuring handling of the above exception, another exception occurred:\n\n";
    }
  }
  if (!e->traceback.empty()) {
    out += "Traceback (most recent call last):\n";
    // CPython prints a run of identical entries three times, then a count.
    size_t repeat = 0;
    const PyInstance::TbEntry* prev = nullptr;
    auto flush = [&] {
      if (repeat > 3)
        out += "  [Previous line repeated " + std::to_string(repeat - 3) + " more time" + (repeat - 3 > 1 ? "s" : "") + "]\n";
    };
    for (size_t i = e->traceback.size(); i-- > 0;) {
      const auto& cur = e->traceback[i];
      bool same = prev && prev->source == cur.source && prev->start == cur.start && prev->func == cur.func;
      if (!same) {
        flush();
        repeat = 0;
      }
      prev = &cur;
      if (++repeat <= 3) printEntry(out, cur);
    }
    flush();
  }
  std::string name = typeQualname(in, e->type);
  if (e->type->module != "builtins" && e->type->module != "__main__") name = e->type->module + "." + name;
  std::string msg;
  try {
    if (!formatSyntaxErrorLocation(in, exc, out, msg)) msg = toStr(in, exc);
  } catch (PyErr&) {
    msg = "<exception str() failed>";
  }
  out += msg.empty() ? name + "\n" : name + ": " + msg + "\n";
  // add_note's notes, one a line (CPython's print_exception_notes).
  auto* inst = asPyT<PyInstance>(exc);
  if (inst && inst->dict) {
    if (IValue* notes = inst->dict->findStr(in, in.intern("__notes__"), hashStr("__notes__")); notes && notes->isList()) {
      for (const IValue& n : notes->toList()->items) {
        try {
          out += (isStrValue(n) ? n.toStr() : repr(in, n)) + "\n";
        } catch (const PyErr&) {
          out += "<note str() failed>\n";
        }
      }
    }
  }
}

}  // namespace

std::string formatExceptionText(Interp& in, const IValue& exc) {
  std::string out;
  formatException(in, exc, out, 0);
  return out;
}

void runSourceModule(Interp& in, PyModule& mod, const std::string& name, const char* text) {
  auto src = Source::make("<frozen " + name + ">", text);
  std::shared_ptr<const ast::Module> ast = parseFile(src);
  std::shared_ptr<FuncCode> code = compileFrozenModule(in, ast);
  in.keepAlive(code);
  Frame f;
  f.globals = mod.dict.get();
  f.code = code.get();
  runBody(in, *code, f);
}

namespace {

/// Runs `source` as `__main__` on an Interp that `install` has prepared.
int runMain(Interp& in, const std::string& source, const std::string& filename) {
  std::ostream& out = in.out;
  std::ostream& err = in.err;
  auto src = Source::make(filename, source);
  std::shared_ptr<const ast::Module> ast;
  std::shared_ptr<FuncCode> code;
  try {
    ast = parseFile(src);
    code = compileModule(in, ast);
    in.keepAlive(code);
  } catch (const SyntaxError& e) {
    out.flush();
    std::string s = e.pythonFormat();
    err << s << (s.empty() || s.back() != '\n' ? "\n" : "");
    return 1;
  } catch (const CompileError& e) {
    out.flush();
    err << "  File \"" << filename << "\"\nSyntaxError: " << e.rawMessage() << "\n";
    return 1;
  } catch (const ParserStackOverflow&) {
    out.flush();
    err << "MemoryError\n";  // CPython's parser stack overflow: no message, no traceback
    return 1;
  } catch (const Error& e) {
    // A nesting limit: CPython prints the bare exception, no traceback.
    out.flush();
    err << errorKindName(e.kind()) << ": " << e.what() << "\n";
    return 1;
  }
  auto* mod = new PyModule(in.t.module, "__main__");
  IValue mv = box(mod);
  mod->dict = in.newDict();
  mod->dict->set(in, in.n.name_, IValue("__main__"));
  mod->dict->set(in, in.intern("__file__"), IValue(filename));
  // As in CPython, __main__.__builtins__ is the builtins module (elsewhere its dict).
  mod->dict->set(in, in.intern("__builtins__"), in.importModule("builtins"));
  in.modules->set(in, in.intern("__main__"), mv);
  // The script's path as given, as CPython's sys.argv[0] (argparse's prog).
  asPyT<PyModule>(in.importModule("sys"))->dict->set(in, in.intern("argv"), in.newList({IValue(filename)}));
  Frame f;
  f.globals = mod->dict.get();
  f.code = code.get();
  int rc = 0;
  try {
    runBody(in, *code, f);
  } catch (PyErr& e) {
    out.flush();
    if (isInstance(in, e.exc, in.e.SystemExit)) {
      auto& args = static_cast<PyInstance*>(asPy(e.exc))->args.toTuple()->items;
      if (args.empty() || args[0].isNone()) return 0;
      if (args[0].isInt()) return static_cast<int>(args[0].toInt());
      err << toStr(in, args[0]) << "\n";
      return 1;
    }
    std::string text;
    formatException(in, e.exc, text, 0);
    err << text;
    rc = 1;
  }
  out.flush();
  return rc;
}

}  // namespace

int runPythonModule(const std::string& source, const std::string& filename, std::ostream& out, std::ostream& err,
                    const std::function<void(Interp&)>& install) {
  Interp in(out, err);
  if (install) install(in);
  return runMain(in, source, filename);
}

// Note [Exit without teardown]: freeing an Interp walks and releases every
// object the program and the `torch` modules made, a third of the run time
// of a short program. Nothing observable happens in it (the Python level runs
// no finalizers at exit), so a process's main program leaves that memory to
// the operating system, as CPython does for much of its own. Sanitizer builds
// still free everything, so LeakSanitizer keeps checking that the teardown
// (Note [Teardown cycles]) leaves nothing behind.
int runPythonMain(const std::string& source, const std::string& filename, std::ostream& out, std::ostream& err,
                  const std::function<void(Interp&)>& install) {
  auto in = std::make_unique<Interp>(out, err);
  if (install) install(*in);
  int rc = runMain(*in, source, filename);
  out.flush();
  err.flush();
#if !defined(TS_ASAN) && !defined(TS_TSAN)
  (void)in.release();
#endif
  return rc;
}

}  // namespace ts::py
