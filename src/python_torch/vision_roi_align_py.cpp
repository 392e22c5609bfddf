// ===--- vision_roi_align_py.cpp - torchvision.ops.roi_align / roi_pool ---=== //
// RoIAlign (Mask R-CNN) and RoIPool (Fast R-CNN) without torchvision's C++
// kernels. Note [roi_pool arithmetic]: box corners are rounded half away from
// zero after scaling in the input's dtype; each bin is
// [floor(p * bin), ceil((p + 1) * bin)) shifted and clipped, its max, or 0
// when empty. Note [roi_align
// arithmetic]: the kernel works in the input's dtype: sample coordinates
// start + p * bin + (i + 0.5) * bin / grid, bilinear weights w1..w4, each
// sample's value ((w1*v1 + w2*v2) + w3*v3) + w4*v4, summed over the bin's
// grid row-major from 0 and divided by the sample count. The same operations
// on tensors of that dtype, summed in the same order, give the same bits;
// indexing keeps the result differentiable.
#include "python_torch/vision_sources.h"

namespace ts::py {

namespace {

const char* kRoiAlignPy = R"PY(
import math
import torch
from torch import nn, Tensor
from torch.nn.modules.utils import _pair


def _cat(tensors, dim=0):
    if len(tensors) == 1:
        return tensors[0]
    return torch.cat(tensors, dim)


def convert_boxes_to_roi_format(boxes):
    concat_boxes = _cat([b for b in boxes], dim=0)
    ids = _cat([torch.full_like(b[:, :1], i) for i, b in enumerate(boxes)], dim=0)
    return torch.cat([ids, concat_boxes], dim=1)


def check_roi_boxes_shape(boxes):
    if isinstance(boxes, (list, tuple)):
        for t in boxes:
            torch._assert(t.size(1) == 4,
                          "The shape of the tensor in the boxes list is not correct as List[Tensor[L, 4]]")
    elif isinstance(boxes, torch.Tensor):
        torch._assert(boxes.size(1) == 5, "The boxes tensor shape is not correct as Tensor[K, 5]")
    else:
        torch._assert(False, "boxes is expected to be a Tensor[L, 5] or a List[Tensor[K, 4]]")


def _sample_axis(start, bin_size, pooled, grid, size):
    # Coordinates (pooled, grid) along one axis, clamped as the kernel does;
    # `valid` marks samples inside [-1, size].
    dtype = start.dtype
    p = torch.arange(pooled, dtype=dtype)[:, None]
    g = (torch.arange(grid, dtype=dtype) + 0.5)[None, :]
    c = (start + p * bin_size) + g * bin_size / grid
    valid = (c >= -1.0) & (c <= size)
    c = c.clamp(min=0)
    low = c.to(torch.int64)
    top = low >= size - 1
    low = torch.where(top, torch.full_like(low, size - 1), low)
    high = torch.where(top, low, low + 1)
    c = torch.where(top, low.to(dtype), c)
    frac = c - low.to(dtype)
    return valid, low, high, frac, 1.0 - frac


def _roi_align_one(feat, roi, spatial_scale, ph, pw, sampling_ratio, aligned):
    dtype = feat.dtype
    height, width = feat.shape[-2], feat.shape[-1]
    offset = 0.5 if aligned else 0.0
    scale = torch.tensor(spatial_scale, dtype=dtype)
    start_w, start_h = roi[1] * scale - offset, roi[2] * scale - offset
    roi_w, roi_h = (roi[3] * scale - offset) - start_w, (roi[4] * scale - offset) - start_h
    if not aligned:  # malformed RoIs become 1x1
        roi_w, roi_h = roi_w.clamp(min=1.0), roi_h.clamp(min=1.0)
    bin_h, bin_w = roi_h / ph, roi_w / pw
    grid_h = sampling_ratio if sampling_ratio > 0 else math.ceil(float(roi_h / ph))
    grid_w = sampling_ratio if sampling_ratio > 0 else math.ceil(float(roi_w / pw))
    out = torch.zeros((feat.shape[0], ph, pw), dtype=dtype)
    if grid_h <= 0 or grid_w <= 0:
        return out
    vy, yl, yh, ly, hy = _sample_axis(start_h, bin_h, ph, grid_h, height)
    vx, xl, xh, lx, hx = _sample_axis(start_w, bin_w, pw, grid_w, width)
    # Axes (ph, gh, pw, gw); samples outside the map read pixel 0 with weight 0.
    valid = vy[:, :, None, None] & vx[None, None, :, :]
    zero = torch.zeros((), dtype=dtype)

    def weight(a, b):
        return torch.where(valid, a[:, :, None, None] * b[None, None, :, :], zero)

    def pixel(y, x):
        idx = torch.where(valid, y[:, :, None, None] * width + x[None, None, :, :], torch.zeros_like(valid, dtype=torch.int64))
        return feat.reshape(feat.shape[0], -1)[:, idx]

    val = (weight(hy, hx) * pixel(yl, xl) + weight(hy, lx) * pixel(yl, xh)) + weight(ly, hx) * pixel(yh, xl)
    val = val + weight(ly, lx) * pixel(yh, xh)
    for iy in range(grid_h):
        for ix in range(grid_w):
            out = out + val[:, :, iy, :, ix]
    return out / float(max(grid_h * grid_w, 1))


def roi_align(input: Tensor, boxes, output_size, spatial_scale: float = 1.0, sampling_ratio: int = -1,
              aligned: bool = False) -> Tensor:
    check_roi_boxes_shape(boxes)
    rois = boxes
    output_size = _pair(output_size)
    if not isinstance(rois, torch.Tensor):
        rois = convert_boxes_to_roi_format(rois)
    if input.dtype != rois.dtype:
        raise RuntimeError("Expected tensor for input to have the same type as tensor for rois; but type "
                           f"{input.dtype} does not equal {rois.dtype}")
    ph, pw = output_size
    outs = [_roi_align_one(input[int(roi[0])], roi, spatial_scale, ph, pw, sampling_ratio, aligned)
            for roi in rois]
    if not outs:
        return input.new_zeros((0, input.shape[1], ph, pw))
    return torch.stack(outs, 0)


class RoIAlign(nn.Module):
    def __init__(self, output_size, spatial_scale: float, sampling_ratio: int, aligned: bool = False):
        super().__init__()
        self.output_size = output_size
        self.spatial_scale = spatial_scale
        self.sampling_ratio = sampling_ratio
        self.aligned = aligned

    def forward(self, input: Tensor, rois) -> Tensor:
        return roi_align(input, rois, self.output_size, self.spatial_scale, self.sampling_ratio, self.aligned)

    def __repr__(self) -> str:
        return (f"{self.__class__.__name__}(output_size={self.output_size}, spatial_scale={self.spatial_scale}, "
                f"sampling_ratio={self.sampling_ratio}, aligned={self.aligned})")
)PY";

const char* kRoiPoolPy = R"PY(
import math
import torch
from torch import nn, Tensor
from torch.nn.modules.utils import _pair
from torchvision.ops.roi_align import check_roi_boxes_shape, convert_boxes_to_roi_format


def _round_away(v):
    return int(math.floor(abs(v) + 0.5)) * (1 if v >= 0 else -1)


def _bin_edges(pooled, roi_size, start, size, dtype):
    bin_size = torch.tensor(float(roi_size), dtype=dtype) / pooled
    edges = []
    for p in range(pooled):
        lo = math.floor(float(torch.tensor(float(p), dtype=dtype) * bin_size))
        hi = math.ceil(float(torch.tensor(float(p + 1), dtype=dtype) * bin_size))
        edges.append((min(max(lo + start, 0), size), min(max(hi + start, 0), size)))
    return edges


def _roi_pool_one(feat, roi, spatial_scale, ph, pw):
    scale = torch.tensor(spatial_scale, dtype=feat.dtype)
    x1, y1, x2, y2 = [_round_away(float(roi[i] * scale)) for i in range(1, 5)]
    rows = _bin_edges(ph, max(y2 - y1 + 1, 1), y1, feat.shape[-2], feat.dtype)
    cols = _bin_edges(pw, max(x2 - x1 + 1, 1), x1, feat.shape[-1], feat.dtype)
    out = []
    for hs, he in rows:
        for ws, we in cols:
            if he <= hs or we <= ws:
                out.append(feat.new_zeros(feat.shape[0]))
            else:
                out.append(feat[:, hs:he, ws:we].amax(dim=(1, 2)))
    return torch.stack(out, 1).reshape(feat.shape[0], ph, pw)


def roi_pool(input: Tensor, boxes, output_size, spatial_scale: float = 1.0) -> Tensor:
    check_roi_boxes_shape(boxes)
    rois = boxes
    output_size = _pair(output_size)
    if not isinstance(rois, torch.Tensor):
        rois = convert_boxes_to_roi_format(rois)
    ph, pw = output_size
    outs = [_roi_pool_one(input[int(roi[0])], roi, spatial_scale, ph, pw) for roi in rois]
    if not outs:
        return input.new_zeros((0, input.shape[1], ph, pw))
    return torch.stack(outs, 0)


class RoIPool(nn.Module):
    def __init__(self, output_size, spatial_scale: float):
        super().__init__()
        self.output_size = output_size
        self.spatial_scale = spatial_scale

    def forward(self, input: Tensor, rois) -> Tensor:
        return roi_pool(input, rois, self.output_size, self.spatial_scale)

    def __repr__(self) -> str:
        return f"{self.__class__.__name__}(output_size={self.output_size}, spatial_scale={self.spatial_scale})"
)PY";

}  // namespace

const char* visionOpsRoiAlignSource() { return kRoiAlignPy; }
const char* visionOpsRoiPoolSource() { return kRoiPoolPy; }

}  // namespace ts::py
