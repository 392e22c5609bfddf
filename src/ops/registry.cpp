// ===--- registry.cpp - the operator registry ---------------------------=== //
// Operators are added once at start-up by registerAllOps; afterwards the
// registry's contents are fixed and read concurrently; schemas are parsed on
// first lookup under a lock (Note [Lazy schemas] in registry.h).
#include "ops/registry.h"

#include <atomic>
#include <mutex>
#include <optional>

#include "ops/backend_guard.h"
#include "ops/families.h"
#include "ops/grad_rules.h"

namespace ts {

namespace {
enum EntryState : int { kPending, kReady, kAbsent };
}  // namespace

/// One registered operator, parsed or not yet (Note [Lazy schemas]).
struct Registry::Entry {
  std::string text;                      // the schema while unparsed
  std::optional<FunctionSchema> parsed;  // a schema given parsed
  OpKernel kernel;
  OpKernelFactory make;  // conditional operators (addConditional)
  const GradRule* grad = nullptr;
  Symbol symbol;
  Group* group = nullptr;
  std::unique_ptr<Operator> op;  // once parsed
  std::atomic<int> state{kPending};
};

/// The overloads of one name, in registration order.
struct Registry::Group {
  std::vector<Entry*> entries;
  std::vector<const Operator*> ops;  // valid once `ready`
  std::atomic<bool> ready{false};
};

struct Registry::State {
  std::vector<std::unique_ptr<Entry>> entries;  // registration order
  std::unordered_map<uint32_t, std::unique_ptr<Group>> groups;
  std::unordered_map<std::string, Entry*> by_full_name;
  // Parsing on lookup mutates a registry others read concurrently; a
  // conditional operator's kernel reads its group while being parsed.
  std::recursive_mutex mu;
  std::atomic<bool> all_ready{false};
};

Registry::Registry(Parsing parsing) : parsing_(parsing), state_(std::make_unique<State>()) {}
Registry::~Registry() = default;

const Registry& Registry::global() {
  // C++11 guarantees thread-safe one-time initialization of a local static.
  static const Registry* instance = [] {
    auto* r = new Registry(Parsing::Lazy);
    registerAllOps(*r);
    return r;
  }();
  return *instance;
}

namespace {
std::string fullName(const FunctionSchema& s) { return s.overload.empty() ? s.name : s.name + "." + s.overload; }
}  // namespace

Registry::Entry& Registry::file(const std::string& schema_text, FunctionSchema head) {
  std::string full = fullName(head);
  TS_CHECK(!state_->by_full_name.count(full), "duplicate operator registration: " + full);
  auto e = std::make_unique<Entry>();
  e->symbol = Symbol::fromQualString(head.name);
  if (schema_text.empty()) e->parsed = std::move(head);
  else e->text = schema_text;
  std::unique_ptr<Group>& g = state_->groups[e->symbol.id()];
  if (!g) g = std::make_unique<Group>();
  // Registration is single-threaded: a lookup made while filling the
  // registry is simply redone.
  g->ready.store(false);
  g->entries.push_back(e.get());
  e->group = g.get();
  state_->all_ready.store(false);
  Entry& raw = *e;
  state_->by_full_name.emplace(std::move(full), &raw);
  state_->entries.push_back(std::move(e));
  return raw;
}

void Registry::add(const std::string& schema, OpKernel kernel) {
  if (parsing_ == Parsing::Eager) return add(parseSchema(schema), std::move(kernel));
  file(schema, parseSchemaName(schema)).kernel = std::move(kernel);
}

void Registry::add(FunctionSchema schema, OpKernel kernel) {
  Entry& e = file("", std::move(schema));
  e.kernel = std::move(kernel);
  if (parsing_ == Parsing::Eager) materialize(e);
}

void Registry::addConditional(const std::string& schema, OpKernelFactory make) {
  FunctionSchema head;
  try {
    head = parseSchemaName(schema);
  } catch (const Error&) {
    return;
  }
  if (contains(fullName(head))) return;
  Entry& e = file(schema, std::move(head));
  e.make = std::move(make);
  if (parsing_ == Parsing::Eager) materialize(e);
}

const Operator* Registry::materialize(Entry& e) const {
  int st = e.state.load(std::memory_order_acquire);
  if (st != kPending) return st == kReady ? e.op.get() : nullptr;
  std::lock_guard<std::recursive_mutex> lock(state_->mu);
  st = e.state.load(std::memory_order_relaxed);
  if (st != kPending) return st == kReady ? e.op.get() : nullptr;
  FunctionSchema schema;
  if (e.parsed) {
    schema = std::move(*e.parsed);
  } else {
    try {
      schema = parseSchema(e.text);
    } catch (const Error&) {
      if (!e.make) throw;
      e.state.store(kAbsent, std::memory_order_release);  // types that are not ours
      return nullptr;
    }
  }
  OpKernel kernel = std::move(e.kernel);
  if (e.make) {
    std::vector<const Operator*> earlier;
    for (Entry* other : e.group->entries) {
      if (other == &e) break;
      if (const Operator* op = materialize(*other)) earlier.push_back(op);
    }
    kernel = e.make(schema, earlier);
    if (!kernel) {
      e.state.store(kAbsent, std::memory_order_release);
      return nullptr;
    }
  }
  auto op = std::make_unique<Operator>();
  op->schema = std::move(schema);
  op->kernel = withBackendGuard(op->schema, std::move(kernel));
  op->symbol = e.symbol;
  op->grad = e.grad;
  e.op = std::move(op);
  e.text = std::string();
  e.parsed.reset();
  e.make = nullptr;
  e.state.store(kReady, std::memory_order_release);
  return e.op.get();
}

void Registry::materializeGroup(Group& g) const {
  std::lock_guard<std::recursive_mutex> lock(state_->mu);
  if (g.ready.load(std::memory_order_relaxed)) return;
  g.ops.clear();
  for (Entry* e : g.entries)
    if (const Operator* op = materialize(*e)) g.ops.push_back(op);
  g.ready.store(true, std::memory_order_release);
}

const std::vector<const Operator*>& Registry::lookup(Symbol name) const {
  static const std::vector<const Operator*> kEmpty;
  auto it = state_->groups.find(name.id());
  if (it == state_->groups.end()) return kEmpty;
  Group& g = *it->second;
  if (!g.ready.load(std::memory_order_acquire)) materializeGroup(g);
  return g.ops;
}

const Operator* Registry::find(const std::string& name_and_overload) const {
  auto it = state_->by_full_name.find(name_and_overload);
  return it == state_->by_full_name.end() ? nullptr : materialize(*it->second);
}

bool Registry::contains(const std::string& name_and_overload) const {
  auto it = state_->by_full_name.find(name_and_overload);
  if (it == state_->by_full_name.end()) return false;
  // A conditional operator may turn out not to exist.
  return !it->second->make || materialize(*it->second);
}

std::vector<const Operator*> Registry::all() const {
  if (!state_->all_ready.load(std::memory_order_acquire)) {
    std::lock_guard<std::recursive_mutex> lock(state_->mu);
    for (const auto& e : state_->entries) materialize(*e);
    state_->all_ready.store(true, std::memory_order_release);
  }
  std::vector<const Operator*> out;
  out.reserve(state_->entries.size());
  for (const auto& e : state_->entries)
    if (e->state.load(std::memory_order_acquire) == kReady) out.push_back(e->op.get());
  return out;
}

void Registry::setGradRule(const std::string& name_and_overload, const GradRule* rule) {
  auto it = state_->by_full_name.find(name_and_overload);
  TS_CHECK(it != state_->by_full_name.end() && (!it->second->make || materialize(*it->second)),
           "grad rule for unregistered operator " + name_and_overload);
  Entry& e = *it->second;
  e.grad = rule;
  if (e.op) e.op->grad = rule;
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
