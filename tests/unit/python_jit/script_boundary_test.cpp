// ===--- script_boundary_test.cpp - Resolver, ScriptSession, boundary -----=== //
// The compiler's Resolver entry with a fake resolver (no Python objects),
// the conversions at the script boundary, and torch.jit end to end.
#include <gtest/gtest.h>

#include <map>
#include <sstream>

#include "compiler/script_compiler.h"
#include "frontend/parser.h"
#include "python/interpreter.h"
#include "python_jit/boundary.h"
#include "python_jit/jit_module.h"
#include "runtime/interpreter.h"

namespace ts {
namespace {

/// Resolves names from a fixed table.
class TableResolver : public Resolver {
 public:
  std::map<std::string, Resolved> table;
  Resolved resolve(const std::string& name) override {
    auto it = table.find(name);
    return it == table.end() ? Resolved{} : it->second;
  }
};

struct Compiled {
  std::unique_ptr<ast::Module> module;
  ScriptSession session;
  TableResolver* resolver = nullptr;
  ScriptNamespace* ns = nullptr;
  explicit Compiled(const std::string& src) : module(parseFile(Source::make("t.py", src))) {
    auto r = std::make_unique<TableResolver>();
    resolver = r.get();
    ns = &session.addNamespace("__main__", std::move(r));
  }
  const ast::FunctionDef& def(size_t i) { return *module->body.at(i)->as<ast::FunctionDef>(); }
};

int64_t callInt(Function* fn, std::vector<IValue> args) {
  Stack s(args.begin(), args.end());
  runFunction(*fn, s);
  return s.back().toInt();
}

TEST(ScriptResolver, ResolvesFunctionsModulesAndConstants) {
  Compiled c(
      "import math\n"
      "def helper(x: int) -> int:\n    return x * 3\n"
      "def f(x: int) -> int:\n    return helper(x) + K + int(math.floor(2.5))\n");
  Resolved helper;
  helper.kind = Resolved::Kind::Function;
  helper.function = &c.def(1);
  c.resolver->table["helper"] = helper;
  c.resolver->table["K"] = Resolved::constantValue(IValue(int64_t{100}));
  c.resolver->table["math"] = Resolved::module("math");
  Function* f = c.ns->compileFunction(c.def(2));
  EXPECT_EQ(callInt(f, {IValue(int64_t{2})}), 2 * 3 + 100 + 2);
  EXPECT_EQ(f->qualified_name, "__torch__.f");
  // Cached by definition.
  EXPECT_EQ(c.ns->compileFunction(c.def(2)), f);
}

TEST(ScriptResolver, UndefinedAndUnsupportedNames) {
  Compiled c("def f(x: int) -> int:\n    return x + G\n");
  try {
    c.ns->compileFunction(c.def(0));
    FAIL() << "expected a compile error";
  } catch (const CompileError& e) {
    EXPECT_EQ(e.rawMessage(), "undefined value G");
  }
  Resolved g;
  g.kind = Resolved::Kind::Unsupported;
  g.path = "list";
  c.resolver->table["G"] = g;
  try {
    c.ns->compileFunction(c.def(0));
    FAIL() << "expected a compile error";
  } catch (const CompileError& e) {
    EXPECT_NE(e.rawMessage().find("python value of type 'list' cannot be used as a value"), std::string::npos);
  }
}

TEST(ScriptResolver, BuiltinNamesNeedNoResolver) {
  Compiled c("def f(xs: List[int]) -> int:\n    return len(xs) + max(xs)\n");
  c.resolver->table["List"] = Resolved::module("typing.List");
  Function* f = c.ns->compileFunction(c.def(0));
  EXPECT_EQ(callInt(f, {makeList(Type::int_(), {IValue(int64_t{4}), IValue(int64_t{9})})}), 11);
}

TEST(ScriptResolver, ClassesCompileInTheirOwnerNamespace) {
  Compiled c(
      "class P:\n    def __init__(self, v: int):\n        self.v = v\n    def get(self) -> int:\n        return self.v\n"
      "def f(x: int) -> int:\n    return P(x).get() + 1\n");
  Resolved p;
  p.kind = Resolved::Kind::Class;
  p.cls = c.module->body[0]->as<ast::ClassDef>();
  c.resolver->table["P"] = p;
  Function* f = c.ns->compileFunction(c.def(1));
  EXPECT_EQ(callInt(f, {IValue(int64_t{41})}), 42);
  ClassInfo* info = c.ns->compileClass(*p.cls);
  ASSERT_NE(info, nullptr);
  EXPECT_EQ(info->type->python_name, "P");
  EXPECT_NE(c.ns->compileMethod(*info, "get"), nullptr);
  EXPECT_EQ(c.ns->compileMethod(*info, "missing"), nullptr);
}

int runPy(const std::string& src, std::string& out, std::string& err) {
  std::ostringstream o, e;
  int rc = py::runPythonModule(src, "t.py", o, e, py::installJit);
  out = o.str();
  err = e.str();
  return rc;
}

TEST(ScriptBoundary, ListArgumentsAreCopiedAndResultsArePythonLists) {
  std::string out, err;
  EXPECT_EQ(runPy("import torch\nfrom typing import List\n"
                  "@torch.jit.script\ndef f(xs: List[int]) -> List[int]:\n    xs.append(9)\n    return xs\n"
                  "a = [1]\nb = f(a)\nb.append('s')\nprint(a, b, a is b)\n",
                  out, err),
            0);
  EXPECT_EQ(out, "[1] [1, 9, 's'] False\n");
  EXPECT_EQ(err, "");
}

TEST(ScriptBoundary, WrongArgumentTypeMessage) {
  std::string out, err;
  EXPECT_EQ(runPy("import torch\n@torch.jit.script\ndef f(n: int) -> int:\n    return n\n"
                  "try:\n    f('x')\nexcept RuntimeError as e:\n    print(str(e).splitlines()[0])\n",
                  out, err),
            0);
  EXPECT_EQ(out, "f() Expected a value of type 'int' for argument 'n' but instead found type 'str'.\n");
}

TEST(ScriptBoundary, ConversionByParameterType) {
  std::ostringstream o, e;
  py::Interp in(o, e);
  IValue out;
  IValue ints = in.newList({IValue(int64_t{1}), IValue(true)});
  ASSERT_TRUE(py::toScript(in, ints, Type::list(Type::float_()), out));
  EXPECT_EQ(out.toList()->elem_type, Type::float_());
  EXPECT_NE(out.toList(), ints.toList());
  EXPECT_EQ(out.toList()->items[1].toDouble(), 1.0);
  EXPECT_FALSE(py::toScript(in, IValue(std::string("s")), Type::int_(), out));
  EXPECT_FALSE(py::toScript(in, ints, Type::tuple({Type::int_()}), out));
  EXPECT_TRUE(py::toScript(in, IValue(), Type::optional(Type::int_()), out));
  EXPECT_TRUE(out.isNone());
  IValue back = py::fromScript(in, makeTuple({makeList(Type::int_(), {IValue(int64_t{3})})}));
  ASSERT_TRUE(back.isTuple());
  EXPECT_EQ(back.toTuple()->items[0].toList()->elem_type, Type::any());
}

TEST(ScriptBoundary, ScriptErrorsAreCatchable) {
  std::string out, err;
  EXPECT_EQ(runPy("import torch\n@torch.jit.script\ndef f(n: int) -> int:\n"
                  "    if n < 0:\n        raise ValueError('neg')\n    return [1][n]\n"
                  "for v in (-1, 5):\n    try:\n        f(v)\n    except Exception as e:\n"
                  "        print(type(e).__name__, str(e).strip().splitlines()[-1])\n",
                  out, err),
            0);
  EXPECT_EQ(out, "Error builtins.ValueError: neg\nRuntimeError RuntimeError: list index out of range\n");
}

}  // namespace
}  // namespace ts
