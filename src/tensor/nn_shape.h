// ===--- nn_shape.h - padding, pixel shuffle, one-hot and embeddings ------=== //
// Ops of torch.nn that move or select elements without arithmetic.
#pragma once

#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include "tensor/tensor.h"

namespace ts::nn {

/// aten::constant_pad_nd: pad pairs apply to the last dim first; negative
/// entries crop.
Tensor constantPadNd(const Tensor& self, const std::vector<int64_t>& pad, const Scalar& value);
/// aten::pad: mode "constant", "reflect", "replicate" or "circular".
Tensor pad(const Tensor& self, const std::vector<int64_t>& pad, const std::string& mode,
           std::optional<double> value);
Tensor pixelShuffle(const Tensor& self, int64_t upscale_factor);
Tensor pixelUnshuffle(const Tensor& self, int64_t downscale_factor);
/// aten::unfold (Tensor.unfold): a view of every `size`-long window of dim
/// taken each `step` elements, as a new last dim.
Tensor unfoldWindows(const Tensor& self, int64_t dim, int64_t size, int64_t step);
/// aten::one_hot: int64 [*, num_classes]; -1 infers max + 1.
Tensor oneHot(const Tensor& self, int64_t num_classes);
/// aten::embedding: rows of weight picked by indices, shape indices.shape + [D].
Tensor embedding(const Tensor& weight, const Tensor& indices);
/// aten::embedding_bag with 1-D indices and offsets; mode 0 sum, 1 mean, 2 max.
/// Returns (output, offset2bag, bag_size, max_indices).
std::tuple<Tensor, Tensor, Tensor, Tensor> embeddingBag(const Tensor& weight, const Tensor& indices,
                                                        const Tensor& offsets, int64_t mode,
                                                        const Tensor& per_sample_weights, bool include_last_offset,
                                                        std::optional<int64_t> padding_idx);

}  // namespace ts::nn
