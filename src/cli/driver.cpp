// ===--- driver.cpp - the torchscript command line ------------------------=== //
// Reads a .py file, runs or checks it, and reports errors the way Python
// and PyTorch print them (a Python traceback header, then the TorchScript
// error text), so users and the conformance runner see familiar output.
#include "cli/driver.h"

#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>

#include "compiler/program.h"
#include "frontend/parser.h"
#include "runtime/interpreter.h"

namespace ts {
namespace {

const char* kUsage =
    "usage: torchscript <command> [options]\n"
    "\n"
    "commands:\n"
    "  run FILE          run a TorchScript program and print what PyTorch would print\n"
    "  check FILE        compile every script function, report errors, run nothing\n"
    "  graph FILE NAME   print the IR graph of script function NAME\n"
    "\n"
    "Run 'torchscript <command> --help' for the options of a command.\n";

const char* commandHelp(const std::string& cmd) {
  if (cmd == "run") return "usage: torchscript run FILE\n\nRuns FILE. Exit code 0 on success, 1 on a program error.\n";
  if (cmd == "check")
    return "usage: torchscript check FILE\n\nCompiles the script functions of FILE without running it.\n";
  if (cmd == "graph") return "usage: torchscript graph FILE NAME\n\nPrints the IR graph of function NAME.\n";
  return nullptr;
}

bool readFile(const std::string& path, std::string& out) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return false;
  std::ostringstream ss;
  ss << in.rdbuf();
  out = ss.str();
  return true;
}

/// `  File "x.py", line 3, in <module>\n    stmt\n` for the failing statement.
std::string pythonTracebackHeader(const Program* p) {
  std::string out = "Traceback (most recent call last):\n";
  const ast::Stmt* s = p ? p->currentStatement() : nullptr;
  if (s && s->range.valid()) {
    const Source& src = *s->range.source;
    uint32_t line = s->range.line();
    uint32_t begin = src.lineStart(line), end = src.lineStart(line + 1);
    std::string text = src.text().substr(begin, end - begin);
    while (!text.empty() && (text.back() == '\n' || text.back() == '\r')) text.pop_back();
    size_t first = text.find_first_not_of(" \t");
    out += "  File \"" + src.filename() + "\", line " + std::to_string(line) + ", in <module>\n";
    if (first != std::string::npos) out += "    " + text.substr(first) + "\n";
  }
  return out;
}

void reportScriptError(const ScriptError& e, const Program* p) {
  std::string out = pythonTracebackHeader(p);
  std::string kind = errorKindName(e.kind());
  // Frames: innermost first; the last one is the top-level statement.
  std::string entered;
  for (const auto& f : e.frames)
    if (f.function != "<module>") entered = f.function;
  if (!entered.empty()) {
    out += "RuntimeError: The following operation failed in the TorchScript interpreter.\n";
    out += "Traceback of TorchScript (most recent call last):\n";
    const ScriptError::Frame& inner = e.frames.front();
    // PyTorch inlines calls: it names the script function entered from
    // Python and highlights the failing node in the innermost function.
    out += inner.extent.valid() ? inner.range.highlight(inner.extent, entered) : inner.range.highlight();
    if (!out.empty() && out.back() != '\n') out += "\n";
    if (e.raised() && e.kind() != ErrorKind::AssertionError)
      out += "builtins." + kind + ": " + e.message() + "\n";
    else
      // Tensor ops raise IndexError in eager Python (c10::IndexError), but the
      // TorchScript interpreter reports them as plain RuntimeErrors.
      out += "RuntimeError: " +
             (e.kind() == ErrorKind::RuntimeError || e.kind() == ErrorKind::IndexError ? "" : kind + ": ") +
             e.message() + "\n";
  } else {
    out += kind + ": " + e.message() + "\n";
  }
  std::fputs(out.c_str(), stderr);
}

int runFile(const std::string& cmd, const std::string& path, const std::string& name) {
  std::string text;
  if (!readFile(path, text)) {
    std::fprintf(stderr, "torchscript: cannot read '%s'\n", path.c_str());
    return 2;
  }
  std::unique_ptr<Program> program;
  int rc = 0;
  try {
    program = std::make_unique<Program>(parseFile(Source::make(path, std::move(text))));
    if (cmd == "run") program->run();
    else if (cmd == "check") program->check();
    else std::fputs(program->graphOf(name).c_str(), stdout);
  } catch (const SyntaxError& e) {
    std::fflush(stdout);
    std::string out = "Traceback (most recent call last):\n" + e.pythonFormat();
    if (out.back() != '\n') out += "\n";
    std::fputs(out.c_str(), stderr);
    rc = 1;
  } catch (const CompileError& e) {
    std::fflush(stdout);
    std::string out = pythonTracebackHeader(program.get()) + "RuntimeError: \n" + e.what();
    if (out.back() != '\n') out += "\n";
    std::fputs(out.c_str(), stderr);
    rc = 1;
  } catch (const ScriptError& e) {
    std::fflush(stdout);
    reportScriptError(e, program.get());
    rc = 1;
  } catch (const Error& e) {
    std::fflush(stdout);
    std::string out = pythonTracebackHeader(program.get()) + errorKindName(e.kind()) + ": " + e.what() + "\n";
    std::fputs(out.c_str(), stderr);
    rc = 1;
  } catch (const std::exception& e) {
    std::fflush(stdout);
    std::string out = pythonTracebackHeader(program.get()) + "RuntimeError: " + e.what() + "\n";
    std::fputs(out.c_str(), stderr);
    rc = 1;
  }
  std::fflush(stdout);
  return rc;
}

}  // namespace

int runCli(int argc, char** argv) {
  if (argc < 2 || !std::strcmp(argv[1], "--help") || !std::strcmp(argv[1], "-h")) {
    std::fputs(kUsage, argc < 2 ? stderr : stdout);
    return argc < 2 ? 2 : 0;
  }
  std::string cmd = argv[1];
  const char* help = commandHelp(cmd);
  if (!help) {
    std::fprintf(stderr, "torchscript: unknown command '%s'\n\n%s", cmd.c_str(), kUsage);
    return 2;
  }
  for (int i = 2; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--help") || !std::strcmp(argv[i], "-h")) {
      std::fputs(help, stdout);
      return 0;
    }
  }
  int want = cmd == "graph" ? 4 : 3;
  if (argc != want) {
    std::fputs(help, stderr);
    return 2;
  }
  return runFile(cmd, argv[2], cmd == "graph" ? argv[3] : "");
}

}  // namespace ts
