// ===--- nn_loss.h - loss functions of torch.nn ---------------------------=== //
// ATen's loss operators; `reduction` is ATen's code: 0 none, 1 mean, 2 sum.
#pragma once

#include "tensor/tensor.h"

namespace ts::nn {

Tensor mseLoss(const Tensor& self, const Tensor& target, int64_t reduction);
Tensor l1Loss(const Tensor& self, const Tensor& target, int64_t reduction);
Tensor smoothL1Loss(const Tensor& self, const Tensor& target, int64_t reduction, double beta);
Tensor huberLoss(const Tensor& self, const Tensor& target, int64_t reduction, double delta);
/// aten::nll_loss_nd: input [C], [N, C] or [N, C, d1, ...]; target int64.
Tensor nllLoss(const Tensor& self, const Tensor& target, const Tensor& weight, int64_t reduction,
               int64_t ignore_index);
/// aten::cross_entropy_loss: class indices or (same shape) class probabilities.
Tensor crossEntropyLoss(const Tensor& self, const Tensor& target, const Tensor& weight, int64_t reduction,
                        int64_t ignore_index, double label_smoothing);
Tensor binaryCrossEntropy(const Tensor& self, const Tensor& target, const Tensor& weight, int64_t reduction);
Tensor binaryCrossEntropyWithLogits(const Tensor& self, const Tensor& target, const Tensor& weight,
                                    const Tensor& pos_weight, int64_t reduction);
Tensor klDiv(const Tensor& self, const Tensor& target, int64_t reduction, bool log_target);

}  // namespace ts::nn
