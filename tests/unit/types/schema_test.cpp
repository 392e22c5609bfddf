// ===--- schema_test.cpp - schema parsing round trips ---------------------=== //
#include "types/schema.h"

#include <gtest/gtest.h>

#include "support/error.h"

namespace ts {
namespace {

TEST(Schema, RoundTripsPyTorchSpellings) {
  const char* schemas[] = {
      "aten::add.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor",
      "aten::max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)",
      "aten::sum.dim_IntList(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor",
      "aten::split.str(str self, str? separator=None, int max=-1) -> str[]",
      "aten::add.t(t[] a, t[] b) -> t[]",
      "aten::mse_loss(Tensor self, Tensor target, int reduction=1) -> Tensor",
      "aten::add_.Tensor(Tensor(a!) self, Tensor other, *, Scalar alpha=1) -> Tensor(a!)",
      "aten::layer_norm(Tensor input, int[] normalized_shape, Tensor? weight=None, Tensor? bias=None, float eps=1.0000000000000001e-05, bool cudnn_enable=True) -> Tensor",
  };
  for (const char* s : schemas) {
    FunctionSchema fs = parseSchema(s);
    (void)fs;
  }
  FunctionSchema add = parseSchema(schemas[0]);
  EXPECT_EQ(add.name, "aten::add");
  EXPECT_EQ(add.overload, "Tensor");
  ASSERT_EQ(add.arguments.size(), 3u);
  EXPECT_TRUE(add.arguments[2].kwarg_only);
  EXPECT_EQ(add.str(), schemas[0]);
  EXPECT_EQ(parseSchema(schemas[1]).str(), schemas[1]);
  EXPECT_EQ(parseSchema(schemas[3]).str(), schemas[3]);
  FunctionSchema sum = parseSchema(schemas[2]);
  EXPECT_EQ(sum.arguments[1].type, Type::optional(Type::list(Type::int_())));
  EXPECT_EQ(sum.arguments[1].list_length, 1);
}

TEST(Schema, TypesParse) {
  EXPECT_EQ(parseSchemaType("int[]?"), Type::optional(Type::list(Type::int_())));
  EXPECT_EQ(parseSchemaType("Dict(str, Tensor)"), Type::dict(Type::str_(), Type::tensor()));
  EXPECT_EQ(parseSchemaType("(int, str)"), Type::tuple({Type::int_(), Type::str_()}));
  EXPECT_EQ(Type::optional(Type::int_())->str(), "Optional[int]");
  EXPECT_EQ(Type::list(Type::optional(Type::int_()))->schemaStr(), "int?[]");
}

TEST(Schema, MalformedInputThrows) {
  EXPECT_THROW(parseSchema("aten::f(int"), Error);
  EXPECT_THROW(parseSchema("f(int x) -> int"), Error);
  EXPECT_THROW(parseSchemaType("Frobnicate"), Error);
}

TEST(Types, SubtypingAndUnification) {
  TypePtr opt_int = Type::optional(Type::int_());
  EXPECT_TRUE(Type::none()->isSubtypeOf(opt_int));
  EXPECT_TRUE(Type::int_()->isSubtypeOf(opt_int));
  EXPECT_TRUE(Type::int_()->isSubtypeOf(Type::union_({Type::int_(), Type::str_()})));
  EXPECT_FALSE(Type::list(Type::int_())->isSubtypeOf(Type::list(Type::optional(Type::int_()))));
  EXPECT_TRUE(Type::int_()->isSubtypeOf(Type::number()));
  EXPECT_FALSE(Type::bool_()->isSubtypeOf(Type::number()));
  EXPECT_EQ(*unifyTypes(Type::none(), Type::int_()), opt_int);
  EXPECT_FALSE(unifyTypes(Type::tensor(), Type::int_()).has_value());
  EXPECT_EQ(Type::union_({Type::int_(), Type::none()}), opt_int);
  EXPECT_EQ(Type::union_({Type::int_(), Type::int_()}), Type::int_());
}

}  // namespace
}  // namespace ts
