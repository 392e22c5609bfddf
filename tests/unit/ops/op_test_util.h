// ===--- op_test_util.h - calling registry kernels from tests -------------=== //
#pragma once

#include <gtest/gtest.h>

#include <string>

#include "ops/registry.h"

namespace ts::test {

/// Runs the kernel of `name` ("aten::add.int") on `args` (a vararg op gets
/// the count appended) and returns the resulting stack.
inline Stack callOp(const std::string& name, Stack args) {
  const Operator* op = Registry::global().find(name);
  if (!op) throw std::runtime_error("no operator " + name);
  if (op->schema.is_vararg) args.emplace_back(static_cast<int64_t>(args.size()));
  op->kernel(args);
  return args;
}

/// The single output of `name`.
inline IValue call1(const std::string& name, Stack args) {
  Stack out = callOp(name, std::move(args));
  if (out.size() != 1) throw std::runtime_error(name + " left " + std::to_string(out.size()) + " values");
  return out[0];
}

/// The message of the ts::Error `fn` throws ("" if none).
template <class F>
std::string errorOf(F fn) {
  try {
    fn();
  } catch (const Error& e) {
    return e.message();
  }
  return "";
}

inline IValue intList(std::vector<int64_t> v) {
  std::vector<IValue> items(v.begin(), v.end());
  return makeList(Type::int_(), std::move(items));
}
inline IValue floatList(std::vector<double> v) {
  std::vector<IValue> items(v.begin(), v.end());
  return makeList(Type::float_(), std::move(items));
}
inline IValue strList(std::vector<std::string> v) {
  std::vector<IValue> items;
  for (auto& s : v) items.emplace_back(s);
  return makeList(Type::str_(), std::move(items));
}

}  // namespace ts::test
