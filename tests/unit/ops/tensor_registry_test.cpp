// ===--- tensor_registry_test.cpp - tensor schemas <-> kernels, helpers ---=== //
// Checks that every tensor schema has a kernel and every kernel a schema, that
// overloads keep PyTorch's order, and defines the helpers the other
// tensor_*_test.cpp files use to call kernels through a Registry.
#include <gtest/gtest.h>

#include <set>

#include "ops/registry.h"
#include "ops/tensor_arg_helpers.h"
#include "ops/tensor_families.h"

namespace ts::test {

/// The global registry once registerTensorOps is wired into registerAllOps;
/// until then a private registry holding only the tensor operators.
const Registry& tensorRegistry() {
  if (Registry::global().find("aten::add.Tensor")) return Registry::global();
  static const Registry* local = [] {
    auto* r = new Registry();
    registerTensorOps(*r);
    return r;
  }();
  return *local;
}

Stack callTensorOp(const std::string& name, Stack args) {
  const Operator* op = tensorRegistry().find(name);
  if (!op) throw std::runtime_error("no operator " + name);
  if (!op->schema.is_vararg) {
    EXPECT_EQ(op->schema.arguments.size(), args.size()) << name << ": wrong argument count";
  }
  if (op->schema.is_vararg) args.emplace_back(static_cast<int64_t>(args.size()));
  op->kernel(args);
  return args;
}

IValue callT(const std::string& name, Stack args) {
  Stack out = callTensorOp(name, std::move(args));
  if (out.size() != 1) throw std::runtime_error(name + " left " + std::to_string(out.size()) + " values");
  return out[0];
}

std::string reprOf(const IValue& v) { return pythonRepr(v.toTensor()); }

namespace {

TEST(TensorRegistry, EverySchemaHasAKernelAndViceVersa) {
  detail::KernelTable k = detail::buildTensorKernelTable();
  std::set<std::string> schema_keys;
  for (size_t i = 0; i < detail::kNumTensorSchemas; ++i) {
    std::string key = detail::schemaKey(detail::kTensorSchemas[i]);
    EXPECT_TRUE(schema_keys.insert(key).second) << "duplicate schema " << key;
    EXPECT_TRUE(k.count(key)) << "no kernel for " << key;
  }
  for (const auto& [key, fn] : k) EXPECT_TRUE(schema_keys.count(key)) << "kernel without schema: " << key;
}

TEST(TensorRegistry, RegistersIntoAFreshRegistry) {
  Registry r;
  registerTensorOps(r);
  EXPECT_EQ(r.size(), detail::kNumTensorSchemas);
  ASSERT_NE(r.find("aten::add.Tensor"), nullptr);
  EXPECT_EQ(r.find("aten::add.Tensor")->schema.str(),
            "aten::add.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor");
}

TEST(TensorRegistry, OverloadsKeepPyTorchOrder) {
  const auto& adds = tensorRegistry().lookup(Symbol::fromQualString("aten::add"));
  std::vector<std::string> overloads;
  for (const Operator* op : adds)
    if (op->schema.overload == "Tensor" || op->schema.overload == "Scalar") overloads.push_back(op->schema.overload);
  EXPECT_EQ(overloads, (std::vector<std::string>{"Tensor", "Scalar"}));
  const auto& tensors = tensorRegistry().lookup(Symbol::fromQualString("aten::tensor"));
  ASSERT_EQ(tensors.size(), 5u);
  EXPECT_EQ(tensors[0]->schema.overload, "float");
  EXPECT_EQ(tensors[4]->schema.overload, "");
}

}  // namespace
}  // namespace ts::test
