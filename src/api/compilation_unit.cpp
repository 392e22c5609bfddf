// ===--- compilation_unit.cpp - the public compile-and-call API ----------=== //
#include "torchscript/compilation_unit.h"

#include <algorithm>
#include <fstream>
#include <sstream>

#include "api/engine.h"
#include "api/value_impl.h"

namespace ts::api {

struct UnitImpl {
  UnitImpl(const std::string& source, const std::string& filename) : engine(source, filename) {}
  detail::Engine engine;
};

namespace {
const Function* asFunction(const void* fn) { return static_cast<const Function*>(fn); }
}  // namespace

std::string ScriptFunction::schema() const { return unit_->engine.schema(asFunction(fn_)); }
std::string ScriptFunction::graph() const { return unit_->engine.graph(asFunction(fn_)); }

Value ScriptFunction::operator()(const std::vector<Value>& args) const {
  std::vector<IValue> values;
  values.reserve(args.size());
  for (const Value& a : args) values.push_back(unwrap(a));
  return wrap(unit_->engine.call(asFunction(fn_), std::move(values)));
}

ScriptFunction CompilationUnit::function(const std::string& name) const {
  return ScriptFunction(impl_, impl_->engine.function(name), name);
}

bool CompilationUnit::hasFunction(const std::string& name) const {
  const auto& names = impl_->engine.functionNames();
  return std::find(names.begin(), names.end(), name) != names.end();
}

std::vector<std::string> CompilationUnit::functionNames() const { return impl_->engine.functionNames(); }

CompilationUnit compile(const std::string& source, const std::string& filename) {
  return CompilationUnit(std::make_shared<UnitImpl>(source, filename));
}

CompilationUnit compileFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw Error("cannot read '" + path + "'");
  std::ostringstream text;
  text << in.rdbuf();
  return compile(text.str(), path);
}

}  // namespace ts::api
