// ===--- driver.cpp - the torchscript command line ------------------------=== //
// Reads a .py file, runs or checks it, and reports errors the way Python
// and PyTorch print them (a Python traceback header, then the TorchScript
// error text), so users and the conformance runner see familiar output.
#include "cli/driver.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>

#include <unistd.h>

#include "api/ir_hooks.h"
#include "cli/model_commands.h"
#include "cli/schema_command.h"
#include "compiler/program.h"
#include "passes/passes.h"
#include "python/interpreter.h"
#include "python_jit/boundary.h"
#include "support/ref.h"
#include "python_jit/jit_module.h"
#include "frontend/lexer.h"
#include "ir/ir_parser.h"
#include "frontend/parser.h"
#include "runtime/interpreter.h"
#include "serialization/jit_services.h"

namespace ts {
namespace {

/// One subcommand: its arguments after FILE, its help, and what it does
/// with the parsed program (null for the commands that stop before that).
struct Command {
  const char* name;
  const char* args;  ///< after FILE, for usage lines
  int num_args;      ///< count after FILE
  const char* help;
};

const Command kCommands[] = {
    {"run", "", 0, "run a program (Python level, torch, torch.jit) and print what PyTorch would print"},
    {"check", "", 0, "compile every script function, report errors, run nothing"},
    {"tokens", "", 0, "print the tokens of FILE, one per line (lexer dump)"},
    {"ast", "", 0, "print the syntax tree of FILE as S-expressions (parser dump)"},
    {"graph", " NAME", 1, "print the IR graph of script function NAME (or Class.method)"},
    {"opt-graph", " NAME", 1, "print NAME's graph after the optimization passes (what runs)"},
    {"bytecode", " NAME", 1, "print the bytecode disassembly of script function NAME"},
    {"ir", "", 0, "parse FILE as IR text (graph(...): ...), verify it and print it back"},
    {"py", "", 0, "the same as run"},
};

std::string usage() {
  std::string out = "usage: torchscript <command> FILE [args]\n\ncommands:\n";
  for (const Command& c : kCommands) {
    std::string head = std::string("  ") + c.name + " FILE" + c.args;
    out += head + std::string(head.size() < 24 ? 24 - head.size() : 1, ' ') + c.help + "\n";
  }
  out += modelCommandsUsage();
  out += schemaCommandUsage();
  out += "\nOptions: --no-opt runs without the optimization passes (loop peeling, fusion).\n";
  out += "\nExit codes: 0 success, 1 program error (compile or runtime), 2 usage error.\n"
         "Run 'torchscript <command> --help' for the help of a command.\n";
  return out;
}

const Command* findCommand(const std::string& name) {
  for (const Command& c : kCommands)
    if (name == c.name) return &c;
  return nullptr;
}

std::string commandHelp(const Command& c) {
  return std::string("usage: torchscript ") + c.name + " FILE" + c.args + "\n\n" + c.help + ".\n";
}

bool readFile(const std::string& path, std::string& out) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return false;
  std::ostringstream ss;
  ss << in.rdbuf();
  out = ss.str();
  return true;
}

/// The script's name as CPython 3.11 gives it to `__main__` (`__file__`,
/// tracebacks, source locations): relative paths joined to the working
/// directory, not normalized (`python3 ./x.py` is `/cwd/./x.py`).
std::string scriptPath(const std::string& path) {
  if (path.empty() || path[0] == '/') return path;
  char buf[4096];
  if (!::getcwd(buf, sizeof buf)) return path;
  return std::string(buf) + "/" + path;
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
  // Without a script frame (an error of top-level code) the error is its own.
  if (py::hasScriptFrames(e)) out += "RuntimeError: " + py::scriptErrorText(e);
  else out += std::string(errorKindName(e.kind())) + ": " + e.message() + "\n";
  std::fputs(out.c_str(), stderr);
}

/// Runs one command on the file's source; `program` is set once the file
/// has parsed, so error reports can name the failing statement.
void runCommand(const std::string& cmd, const std::shared_ptr<const Source>& src, const std::string& name,
                std::unique_ptr<Program>& program) {
  if (cmd == "tokens") return (void)std::fputs(dumpTokens(*src, tokenize(src)).c_str(), stdout);
  if (cmd == "ir") return (void)std::fputs(printGraph(*parseIR(src->text(), standaloneIrHooks())).c_str(), stdout);
  std::unique_ptr<ast::Module> module = parseFile(src);
  if (cmd == "ast") return (void)std::fputs(dumpAst(*module).c_str(), stdout);
  program = std::make_unique<Program>(std::move(module));
  if (cmd == "check") program->check();
  else if (cmd == "graph" || cmd == "opt-graph") std::fputs(program->graphOf(name, cmd == "opt-graph").c_str(), stdout);
  else std::fputs(program->scriptFunction(name)->code->disassemble().c_str(), stdout);
}

int runFile(const std::string& cmd, const std::string& path, const std::string& name) {
  std::string text;
  if (!readFile(path, text)) {
    std::fprintf(stderr, "torchscript: cannot read '%s'\n", path.c_str());
    return 2;
  }
  // `run` is the Python level (docs/python_level.md); the other commands
  // look at script code through the compiler alone.
  if (cmd == "run" || cmd == "py") {
    useSingleThreadRefcounts();  // this thread is the only one until a pool starts (Note [Refcount mode])
    return py::runPythonMain(text, scriptPath(path), std::cout, std::cerr, py::installJit);
  }
  std::unique_ptr<Program> program;
  int rc = 0;
  try {
    runCommand(cmd, Source::make(path, std::move(text)), name, program);
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
    // IR text is not Python: no Python traceback around its errors.
    std::string out = cmd == "ir" ? std::string("torchscript: ") + e.what() + "\n"
                                  : pythonTracebackHeader(program.get()) + errorKindName(e.kind()) + ": " + e.what() + "\n";
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
    std::fputs(usage().c_str(), argc < 2 ? stderr : stdout);
    return argc < 2 ? 2 : 0;
  }
  if (int rc = runModelCommand(argc, argv); rc >= 0) return rc;
  if (int rc = runSchemaCommand(argc, argv); rc >= 0) return rc;
  const Command* cmd = findCommand(argv[1]);
  if (!cmd) {
    std::fprintf(stderr, "torchscript: unknown command '%s'\n\n%s", argv[1], usage().c_str());
    return 2;
  }
  for (int i = 2; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--help") || !std::strcmp(argv[i], "-h")) {
      std::fputs(commandHelp(*cmd).c_str(), stdout);
      return 0;
    }
  }
  // --no-opt (anywhere after the command) turns the optimization passes off.
  std::vector<char*> args(argv, argv + argc);
  auto no_opt = std::find_if(args.begin() + 2, args.end(), [](char* a) { return !std::strcmp(a, "--no-opt"); });
  if (no_opt != args.end()) {
    setPassesEnabled(false);
    args.erase(no_opt);
  }
  argc = static_cast<int>(args.size());
  argv = args.data();
  if (argc != 3 + cmd->num_args) {
    std::fputs(commandHelp(*cmd).c_str(), stderr);
    return 2;
  }
  return runFile(cmd->name, argv[2], cmd->num_args ? argv[3] : "");
}

}  // namespace ts
