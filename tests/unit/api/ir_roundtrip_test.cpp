// ===--- ir_roundtrip_test.cpp - print(parse(print(g))) == print(g) -------=== //
// For every script function (and script-class method) of the program tests,
// of the TorchScript sources of src/stdlib
// and, when ../shared/conformance exists, of the whole corpus: print the
// graph, parse the text back (the parser runs the verifier), print again and
// compare; then check that looking each operator up in the registry by the
// parsed node's kind and input types finds the overload the compiler chose.
// Functions that do not compile (error cases) are skipped.
#include <gtest/gtest.h>

#include <filesystem>
#include <functional>
#include <fstream>
#include <map>
#include <sstream>

#include "api/ir_hooks.h"
#include "compiler/program.h"
#include "frontend/parser.h"
#include "ir/ir_parser.h"

namespace ts {
namespace {

namespace fs = std::filesystem;

/// Nominal types print as their names; the parser learns them from the
/// graph being round-tripped.
void collectNamedTypes(TypePtr t, std::map<std::string, TypePtr>& out) {
  switch (t->kind()) {
    case TypeKind::Class:
    case TypeKind::Enum:
    case TypeKind::Function: out.emplace(t->name(), t); break;
    case TypeKind::Interface:  // printed unqualified: InterfaceType<Shape>
      out.emplace(t->name().substr(t->name().rfind('.') + 1), t);
      break;
    case TypeKind::Tuple:
      if (!t->name().empty()) out.emplace(t->name(), t);
      break;
    default: break;
  }
  for (TypePtr c : t->contained()) collectNamedTypes(c, out);
}

void collectNamedTypes(const Block* b, std::map<std::string, TypePtr>& out) {
  for (const Value* v : b->inputs()) collectNamedTypes(v->type(), out);
  for (const Node* n : *b) {
    for (const Value* v : n->outputs()) collectNamedTypes(v->type(), out);
    for (const Attribute& a : n->attributes())
      if (auto* t = std::get_if<TypePtr>(&a.value)) collectNamedTypes(*t, out);
    for (const Block* sub : n->blocks()) collectNamedTypes(sub, out);
  }
}

/// Walks two graphs with the same shape node by node.
void forEachNodePair(const Block* a, const Block* b, const std::function<void(const Node*, const Node*)>& fn) {
  Block::Iterator ia = a->begin(), ib = b->begin();
  for (; ia != a->end() && ib != b->end(); ++ia, ++ib) {
    fn(*ia, *ib);
    for (size_t i = 0; i < (*ia)->blocks().size() && i < (*ib)->blocks().size(); ++i)
      forEachNodePair((*ia)->blocks()[i], (*ib)->blocks()[i], fn);
  }
}

/// Nodes whose operator the registry lookup (matchOperator on the parsed
/// node) resolves differently from the compiler's overload resolution.
std::string operatorMismatches(const Graph& original, const Graph& parsed) {
  std::string out;
  forEachNodePair(original.block(), parsed.block(), [&](const Node* a, const Node* b) {
    if (!a->op) return;
    std::vector<TypePtr> ins;
    for (const Value* v : b->inputs()) ins.push_back(v->type());
    const Operator* want = static_cast<const Operator*>(a->op);
    const Operator* got = matchOperator(b->kind(), ins);
    if (got != want)
      out += want->schema.str() + " became " + (got ? got->schema.str() : std::string("nothing")) + "\n";
  });
  return out;
}

/// Round-trips one graph; returns a failure description or "".
std::string roundTrip(const Graph& g) {
  std::map<std::string, TypePtr> named;
  collectNamedTypes(g.block(), named);
  IrParseHooks hooks = registryIrHooks();
  hooks.resolve_type = [&](const std::string& name) -> TypePtr {
    auto it = named.find(name);
    return it == named.end() ? nullptr : it->second;
  };
  std::string text = printGraph(g);
  try {
    std::unique_ptr<Graph> parsed = parseIR(text, hooks);
    std::string again = printGraph(*parsed);
    if (again != text) return "printed differently:\n" + text + "\n---\n" + again;
    std::string ops = operatorMismatches(g, *parsed);
    if (!ops.empty()) return "operators resolve differently:\n" + ops;
  } catch (const Error& e) {
    return std::string(e.what()) + "\n" + text;
  }
  return "";
}

std::string readAll(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

/// Names of the functions and `Class.method`s defined at the top of a file.
std::vector<std::string> definedFunctions(const ast::Module& m) {
  std::vector<std::string> names;
  for (const ast::StmtPtr& s : m.body) {
    if (const auto* f = s->as<ast::FunctionDef>()) names.push_back(f->name);
    if (const auto* c = s->as<ast::ClassDef>())
      for (const ast::StmtPtr& b : c->body)
        if (const auto* f = b->as<ast::FunctionDef>()) names.push_back(c->name + "." + f->name);
  }
  return names;
}

/// Round-trips every compilable function of `file`; counts them in `done`.
void roundTripFile(const fs::path& file, int& done) {
  auto source = Source::make(file.string(), readAll(file));
  std::unique_ptr<ast::Module> module;
  try {
    module = parseFile(source);
  } catch (const Error&) {
    return;  // syntax-error cases of the corpus
  }
  for (const std::string& name : definedFunctions(*module)) {
    // A fresh program per function: a failed compile must not leave state
    // (the recursion guard) that changes how the next one compiles.
    Program program(parseFile(source));
    Function* fn = nullptr;
    try {
      fn = program.scriptFunction(name);
    } catch (const Error&) {
      continue;
    }
    if (!fn || !fn->graph) continue;
    std::string failure = roundTrip(*fn->graph);
    EXPECT_EQ(failure, "") << file << " " << name;
    ++done;
  }
}

std::vector<fs::path> pyFiles(const fs::path& dir, const std::string& prefix) {
  std::vector<fs::path> out;
  if (!fs::is_directory(dir)) return out;
  for (const auto& e : fs::recursive_directory_iterator(dir)) {
    std::string rel = fs::relative(e.path(), dir).string();
    if (e.is_regular_file() && e.path().extension() == ".py" && rel.rfind(prefix, 0) == 0) out.push_back(e.path());
  }
  std::sort(out.begin(), out.end());
  return out;
}

TEST(IrRoundTrip, ProgramTests) {
  int done = 0;
  for (const fs::path& f : pyFiles(fs::path(TS_SOURCE_DIR) / "tests" / "programs", "")) roundTripFile(f, done);
  EXPECT_GT(done, 10);
}

TEST(IrRoundTrip, StdlibSources) {
  int done = 0;
  for (const fs::path& f : pyFiles(fs::path(TS_SOURCE_DIR) / "src" / "stdlib", "")) roundTripFile(f, done);
  EXPECT_GT(done, 50);
  std::printf("round-tripped %d stdlib graphs\n", done);
}

TEST(IrRoundTrip, ConformanceCorpus) {
  fs::path corpus = fs::path(TS_SOURCE_DIR) / ".." / "shared" / "conformance";
  if (!fs::is_directory(corpus)) GTEST_SKIP() << "no " << corpus;
  int done = 0;
  for (const fs::path& f : pyFiles(corpus, "")) roundTripFile(f, done);
  EXPECT_GT(done, 400);
  std::printf("round-tripped %d graphs\n", done);
}

}  // namespace
}  // namespace ts
