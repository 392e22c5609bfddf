// ===--- interpreter_test.cpp - runPythonModule end to end -----------------=== //
// Output, exit status and traceback text of whole programs, and the scope
// analysis that decides locals, cells and free variables.
#include <gtest/gtest.h>

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <sstream>

#include "frontend/parser.h"
#include "python/interp.h"
#include "python/interpreter.h"
#include "python/interpreter_impl.h"
#include "python/scope.h"
#include "support/sanitizers.h"

namespace ts::py {
namespace {

int run(const std::string& src, std::string& out, std::string& err) {
  std::ostringstream o, e;
  int rc = runPythonModule(src, "t.py", o, e);
  out = o.str();
  err = e.str();
  return rc;
}

TEST(Interpreter, RunsAProgram) {
  std::string out, err;
  EXPECT_EQ(run("def f(n):\n    return n * 2\nprint(f(21), 'ok', sep='-')\n", out, err), 0);
  EXPECT_EQ(out, "42-ok\n");
  EXPECT_EQ(err, "");
}

// Note [Deferred bodies]: a built-in module's function bodies compile on
// first call; closures, generators, super() and tracebacks into them behave
// as if compiled up front.
const char* kFrozenDemo = R"PY(
def counter(start):
    n = start
    def step():
        nonlocal n
        n += 1
        return n
    return step

def evens(k):
    for i in range(k):
        if i % 2 == 0:
            yield i

class Base:
    def name(self):
        return "base"

class Derived(Base):
    def name(self):
        return "derived of " + super().name()

def fail(d):
    return d["missing"]
)PY";

TEST(Interpreter, FrozenModuleBodiesCompileOnFirstCall) {
  std::ostringstream o, e;
  const char* src =
      "import frozen_demo as f\n"
      "s = f.counter(10)\n"
      "print(s(), s(), list(f.evens(7)), f.Derived().name())\n"
      "try:\n"
      "    f.fail({})\n"
      "except KeyError as err:\n"
      "    print('KeyError', err)\n";
  int rc = runPythonModule(src, "t.py", o, e, [](Interp& in) {
    in.registerModule("frozen_demo", [](Interp& i, PyModule& m) { runSourceModule(i, m, m.name, kFrozenDemo); });
  });
  EXPECT_EQ(rc, 0) << e.str();
  EXPECT_EQ(o.str(), "11 12 [0, 2, 4, 6] derived of base\nKeyError 'missing'\n");
}

TEST(Interpreter, UncaughtExceptionPrintsTraceback) {
  std::string out, err;
  EXPECT_EQ(run("def g(d):\n    return d['a']\nprint('x')\ng({})\n", out, err), 1);
  EXPECT_EQ(out, "x\n");
  EXPECT_EQ(err,
            "Traceback (most recent call last):\n"
            "  File \"t.py\", line 4, in <module>\n"
            "    g({})\n"
            "  File \"t.py\", line 2, in g\n"
            "    return d['a']\n"
            "           ~^^^^^\n"
            "KeyError: 'a'\n");
}

TEST(Interpreter, SyntaxErrorIsReported) {
  std::string out, err;
  EXPECT_EQ(run("x = (1,\n", out, err), 1);
  EXPECT_NE(err.find("SyntaxError"), std::string::npos);
}

TEST(Interpreter, GeneratorsAreLazy) {
  std::string out, err;
  EXPECT_EQ(run("def g():\n    print('start')\n    yield 1\n    print('end')\nit = g()\nprint('made')\nprint(next(it))\n", out,
                err),
            0);
  EXPECT_EQ(out, "made\nstart\n1\n");
}

TEST(Interpreter, SystemExitCode) {
  std::string out, err;
  EXPECT_EQ(run("import sys\nsys.exit(4)\n", out, err), 4);
}

TEST(ScopeAnalysis, CellsFreeAndGlobals) {
  auto src = Source::make("s.py",
                          "g = 1\n"
                          "def outer(p):\n"
                          "    a = 1\n"
                          "    def inner():\n"
                          "        nonlocal a\n"
                          "        a += p\n"
                          "        return g\n"
                          "    return inner\n");
  std::unique_ptr<ast::Module> m = parseFile(src);
  ScopeTable table(*m);
  const auto* outer = m->body[1]->as<ast::FunctionDef>();
  const auto* inner = outer->body[1]->as<ast::FunctionDef>();
  const Scope& so = table.of(outer);
  const Scope& si = table.of(inner);
  EXPECT_EQ(so.kindOf("a"), NameKind::Cell);
  EXPECT_EQ(so.kindOf("p"), NameKind::Cell);
  EXPECT_EQ(so.kindOf("inner"), NameKind::Local);
  EXPECT_EQ(si.kindOf("a"), NameKind::Free);
  EXPECT_EQ(si.kindOf("p"), NameKind::Free);
  EXPECT_EQ(si.kindOf("g"), NameKind::Global);
  EXPECT_EQ(so.param_cells.size(), 1u);
}

TEST(ScopeAnalysis, NonlocalWithoutBindingIsASyntaxError) {
  auto src = Source::make("s.py", "def f():\n    def g():\n        nonlocal zz\n    return g\n");
  std::unique_ptr<ast::Module> m = parseFile(src);
  EXPECT_THROW(ScopeTable t(*m), SyntaxError);
}

// Address-space caps do not mix with the sanitizers' shadow memory.
#if !defined(TS_ASAN) && !defined(TS_TSAN)
/// Runs `src` in a child process whose address space is capped at `mib`
/// MiB; returns its exit status (or 128 + signal) and its stdout.
int runCapped(const std::string& src, size_t mib, std::string& out) {
  int pipe_fds[2];
  if (pipe(pipe_fds) != 0) return -1;
  pid_t pid = fork();
  if (pid == 0) {
    close(pipe_fds[0]);
    rlimit cap{mib << 20, mib << 20};
    setrlimit(RLIMIT_AS, &cap);
    std::ostringstream o, e;
    int rc = runPythonModule(src, "t.py", o, e);
    std::string text = o.str();
    if (write(pipe_fds[1], text.data(), text.size()) < 0) rc = 99;
    _exit(rc);
  }
  close(pipe_fds[1]);
  char buf[256];
  for (ssize_t n; (n = read(pipe_fds[0], buf, sizeof buf)) > 0;) out.append(buf, static_cast<size_t>(n));
  close(pipe_fds[0]);
  int status = 0;
  waitpid(pid, &status, 0);
  return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

// Filling memory at the top level ends in MemoryError, and the exit that
// follows (which breaks reference cycles) needs no memory in proportion to
// the data: it used to abort with std::bad_alloc thrown from ~Interp.
TEST(Interpreter, MemoryExhaustionIsAMemoryErrorNotACrash) {
  std::string out;
  EXPECT_EQ(runCapped("x = []\ntry:\n    while True:\n        x.append(1)\nexcept MemoryError:\n    print('caught')\n"
                      "y = []\nwhile True:\n    y.append(2)\n",
                      512, out),
            1);
  EXPECT_EQ(out, "caught\n");
}

// Unbounded `yield from` recursion ends in RecursionError under a 2 GiB
// address-space cap: each of the ~1,000 generator levels used to reserve a
// 2 MiB stack, and the allocation that failed crashed the process (Note
// [Fiber stacks]).
TEST(Interpreter, DeepGeneratorChainFitsAnAddressSpaceCap) {
  std::string out;
  EXPECT_EQ(runCapped("def gen(n):\n    yield from gen(n + 1)\n"
                      "try:\n    list(gen(0))\nexcept RecursionError:\n    print('RecursionError')\n",
                      2048, out),
            0);
  EXPECT_EQ(out, "RecursionError\n");
}
#endif

}  // namespace
}  // namespace ts::py
