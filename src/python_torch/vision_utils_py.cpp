// ===--- vision_utils_py.cpp - torchvision.utils --------------------------=== //
// torchvision 0.14's make_grid: images tiled row-major into one
// (C, H', W') tensor with `padding` pixels of `pad_value` between them.
#include "python_torch/vision_sources.h"

namespace ts::py {

namespace {

const char* kUtilsPy = R"PY(
import math
import torch


def _as_batch(tensor):
    if isinstance(tensor, list):
        tensor = torch.stack(tensor, dim=0)
    if tensor.dim() == 2:  # a single H x W image
        tensor = tensor.unsqueeze(0)
    if tensor.dim() == 3:  # a single image; one channel becomes three
        if tensor.size(0) == 1:
            tensor = torch.cat((tensor, tensor, tensor), 0)
        tensor = tensor.unsqueeze(0)
    if tensor.dim() == 4 and tensor.size(1) == 1:
        tensor = torch.cat((tensor, tensor, tensor), 1)
    return tensor


def _normalize(tensor, value_range, scale_each):
    tensor = tensor.clone()  # the caller's tensor stays as it is
    if value_range is not None and not isinstance(value_range, tuple):
        raise TypeError("value_range has to be a tuple (min, max) if specified. min and max are numbers")

    def norm_ip(img, low, high):
        img.clamp_(min=low, max=high)
        img.sub_(low).div_(max(high - low, 1e-5))

    def norm_range(t, value_range):
        if value_range is not None:
            norm_ip(t, value_range[0], value_range[1])
        else:
            norm_ip(t, float(t.min()), float(t.max()))

    if scale_each is True:
        for t in tensor:
            norm_range(t, value_range)
    else:
        norm_range(tensor, value_range)
    return tensor


@torch.no_grad()
def make_grid(tensor, nrow: int = 8, padding: int = 2, normalize: bool = False, value_range=None,
              scale_each: bool = False, pad_value: float = 0.0, **kwargs):
    if not torch.is_tensor(tensor):
        if isinstance(tensor, list):
            for t in tensor:
                if not torch.is_tensor(t):
                    raise TypeError(f"tensor or list of tensors expected, got a list containing {type(t)}")
        else:
            raise TypeError(f"tensor or list of tensors expected, got {type(tensor)}")
    tensor = _as_batch(tensor)
    if normalize is True:
        tensor = _normalize(tensor, value_range, scale_each)
    if tensor.size(0) == 1:
        return tensor.squeeze(0)
    nmaps = tensor.size(0)
    xmaps = min(nrow, nmaps)
    ymaps = int(math.ceil(float(nmaps) / xmaps))
    height, width = int(tensor.size(2) + padding), int(tensor.size(3) + padding)
    num_channels = tensor.size(1)
    grid = tensor.new_full((num_channels, height * ymaps + padding, width * xmaps + padding), pad_value)
    k = 0
    for y in range(ymaps):
        for x in range(xmaps):
            if k >= nmaps:
                break
            grid.narrow(1, y * height + padding, height - padding).narrow(
                2, x * width + padding, width - padding).copy_(tensor[k])
            k = k + 1
    return grid
)PY";

}  // namespace

const char* visionUtilsSource() { return kUtilsPy; }

}  // namespace ts::py
