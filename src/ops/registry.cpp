// ===--- registry.cpp - the operator registry ---------------------------=== //
// Operators are added once at start-up by registerAllOps; afterwards the
// registry is immutable and read concurrently without locks.
#include "ops/registry.h"

#include "ops/backend_guard.h"
#include "ops/families.h"
#include "ops/grad_rules.h"

namespace ts {

const Registry& Registry::global() {
  // C++11 guarantees thread-safe one-time initialization of a local static.
  static const Registry* instance = [] {
    auto* r = new Registry();
    registerAllOps(*r);
    return r;
  }();
  return *instance;
}

void Registry::add(const std::string& schema, OpKernel kernel) { add(parseSchema(schema), std::move(kernel)); }

void Registry::add(FunctionSchema schema, OpKernel kernel) {
  auto op = std::make_unique<Operator>();
  op->schema = std::move(schema);
  op->kernel = withBackendGuard(op->schema, std::move(kernel));
  op->symbol = Symbol::fromQualString(op->schema.name);
  std::string full = op->schema.name;
  if (!op->schema.overload.empty()) full += "." + op->schema.overload;
  TS_CHECK(!by_full_name_.count(full), "duplicate operator registration: " + full);
  const Operator* raw = op.get();
  ops_.push_back(std::move(op));
  by_full_name_.emplace(std::move(full), raw);
  by_name_[raw->symbol.id()].push_back(raw);
}

const std::vector<const Operator*>& Registry::lookup(Symbol name) const {
  static const std::vector<const Operator*> kEmpty;
  auto it = by_name_.find(name.id());
  return it == by_name_.end() ? kEmpty : it->second;
}

const Operator* Registry::find(const std::string& name_and_overload) const {
  auto it = by_full_name_.find(name_and_overload);
  return it == by_full_name_.end() ? nullptr : it->second;
}

void Registry::setGradRule(const std::string& name_and_overload, const GradRule* rule) {
  auto it = by_full_name_.find(name_and_overload);
  TS_CHECK(it != by_full_name_.end(), "grad rule for unregistered operator " + name_and_overload);
  // Operators are owned by ops_; by_full_name_ only views them.
  const_cast<Operator*>(it->second)->grad = rule;
}

void registerAllOps(Registry& r) {
  registerNumberOps(r);
  registerCompareOps(r);
  registerMathOps(r);
  registerBuiltinOps(r);
  registerStrOps(r);
  registerListOps(r);
  registerListSortOps(r);
  registerDictOps(r);
  registerPrimOps(r);
  registerPrintOps(r);
  registerTensorOps(r);
  registerNnOps(r);
  registerGeneratorOps(r);
  registerAutogradOps(r);
  registerLinalgOps(r);
  registerLinalgHouseholderOps(r);
  registerLinalgLdlOps(r);
  registerFftOps(r);
  registerStftOps(r);
  registerHistogramddOps(r);
  registerComplexOps(r);
  registerSpecialOps(r);
  registerElementwiseExtraOps(r);
  registerWindowOps(r);
  registerNnLossExtraOps(r);
  registerTensorComposeOps(r);
  registerTensorInfoOps(r);
  registerNnForwardOps(r);
  registerTensorIndexExtraOps(r);
  registerTensorReduceExtraOps(r);
  registerNamedDimOps(r);
  registerNnLegacyOps(r);
  registerDerivedOps(r);
  registerQuantizedPaths(r);
  registerSparseOps(r);
  registerOutVariants(r);  // last but the grad rules: derived from every functional schema
  attachGradRules(r);
  attachDerivedGradRules(r);
}

}  // namespace ts
