// ===--- interpreter_test.cpp - runPythonModule end to end -----------------=== //
// Output, exit status and traceback text of whole programs, and the scope
// analysis that decides locals, cells and free variables.
#include <gtest/gtest.h>

#include <sstream>

#include "frontend/parser.h"
#include "python/interpreter.h"
#include "python/scope.h"

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

}  // namespace
}  // namespace ts::py
