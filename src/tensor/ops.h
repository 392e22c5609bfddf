// ===--- ops.h - every tensor op header in one include --------------------=== //
#pragma once

#include "tensor/generator.h"
#include "tensor/ops_binary.h"
#include "tensor/ops_copy.h"
#include "tensor/ops_creation.h"
#include "tensor/ops_linalg.h"
#include "tensor/ops_random.h"
#include "tensor/ops_reduce.h"
#include "tensor/ops_shape.h"
#include "tensor/ops_unary.h"
#include "tensor/ops_view.h"
#include "tensor/tensor.h"
#include "tensor/tensor_print.h"
#include "tensor/type_promotion.h"
