# torch.nn.init in TorchScript: each initializer draws from the default
# generator in the same order as PyTorch's, so a seeded model gets PyTorch's
# exact weights, and writes under no_grad (parameters require grad).
import math
import warnings
import torch
from typing import List, Optional, Tuple


def calculate_gain(nonlinearity: str, param: Optional[float] = None) -> float:
    if nonlinearity in ["linear", "conv1d", "conv2d", "conv3d", "conv_transpose1d", "conv_transpose2d",
                        "conv_transpose3d", "sigmoid"]:
        # PyTorch returns the int 1 here (programs print the gain).
        return 1
    if nonlinearity == "tanh":
        return 5.0 / 3
    if nonlinearity == "relu":
        return math.sqrt(2.0)
    if nonlinearity == "leaky_relu":
        negative_slope = 0.01
        if param is not None:
            negative_slope = param
        return math.sqrt(2.0 / (1 + negative_slope ** 2))
    if nonlinearity == "selu":
        return 3.0 / 4
    raise ValueError("Unsupported nonlinearity " + nonlinearity)


def _calculate_fan_in_and_fan_out(tensor: torch.Tensor) -> Tuple[int, int]:
    if tensor.dim() < 2:
        raise ValueError("Fan in and fan out can not be computed for tensor with fewer than 2 dimensions")
    receptive_field_size = 1
    for s in tensor.shape[2:]:
        receptive_field_size *= s
    return tensor.size(1) * receptive_field_size, tensor.size(0) * receptive_field_size


def _calculate_correct_fan(tensor: torch.Tensor, mode: str) -> int:
    if mode != "fan_in" and mode != "fan_out":
        raise ValueError("Mode " + mode + " not supported, please use one of fan_in, fan_out")
    fan_in, fan_out = _calculate_fan_in_and_fan_out(tensor)
    if mode == "fan_in":
        return fan_in
    return fan_out


def uniform_(tensor: torch.Tensor, a: float = 0.0, b: float = 1.0) -> torch.Tensor:
    with torch.no_grad():
        return tensor.uniform_(a, b)


def normal_(tensor: torch.Tensor, mean: float = 0.0, std: float = 1.0) -> torch.Tensor:
    with torch.no_grad():
        return tensor.normal_(mean, std)


def constant_(tensor: torch.Tensor, val: float) -> torch.Tensor:
    with torch.no_grad():
        return tensor.fill_(val)


def ones_(tensor: torch.Tensor) -> torch.Tensor:
    with torch.no_grad():
        return tensor.fill_(1.0)


def zeros_(tensor: torch.Tensor) -> torch.Tensor:
    with torch.no_grad():
        return tensor.zero_()


def kaiming_uniform_(tensor: torch.Tensor, a: float = 0.0, mode: str = "fan_in",
                     nonlinearity: str = "leaky_relu") -> torch.Tensor:
    if 0 in tensor.shape:  # pt: torch/nn/init.py:404 (lazy modules' empty weights)
        warnings.warn("Initializing zero-element tensors is a no-op")
        return tensor
    fan = _calculate_correct_fan(tensor, mode)
    std = calculate_gain(nonlinearity, a) / math.sqrt(fan)
    bound = math.sqrt(3.0) * std
    with torch.no_grad():
        return tensor.uniform_(-bound, bound)


def kaiming_normal_(tensor: torch.Tensor, a: float = 0.0, mode: str = "fan_in",
                    nonlinearity: str = "leaky_relu") -> torch.Tensor:
    if 0 in tensor.shape:  # pt: torch/nn/init.py:404 (lazy modules' empty weights)
        warnings.warn("Initializing zero-element tensors is a no-op")
        return tensor
    fan = _calculate_correct_fan(tensor, mode)
    std = calculate_gain(nonlinearity, a) / math.sqrt(fan)
    with torch.no_grad():
        return tensor.normal_(0.0, std)


def xavier_uniform_(tensor: torch.Tensor, gain: float = 1.0) -> torch.Tensor:
    fan_in, fan_out = _calculate_fan_in_and_fan_out(tensor)
    std = gain * math.sqrt(2.0 / float(fan_in + fan_out))
    a = math.sqrt(3.0) * std
    with torch.no_grad():
        return tensor.uniform_(-a, a)


def xavier_normal_(tensor: torch.Tensor, gain: float = 1.0) -> torch.Tensor:
    fan_in, fan_out = _calculate_fan_in_and_fan_out(tensor)
    std = gain * math.sqrt(2.0 / float(fan_in + fan_out))
    with torch.no_grad():
        return tensor.normal_(0.0, std)


def eye_(tensor: torch.Tensor) -> torch.Tensor:
    if tensor.dim() != 2:
        raise ValueError("Only tensors with 2 dimensions are supported")
    with torch.no_grad():
        return tensor.copy_(torch.eye(tensor.size(0), tensor.size(1)))


def dirac_(tensor: torch.Tensor, groups: int = 1) -> torch.Tensor:
    dimensions = tensor.dim()
    if dimensions not in [3, 4, 5]:
        raise ValueError("Only tensors with 3, 4, or 5 dimensions are supported")
    if tensor.size(0) % groups != 0:
        raise ValueError("dim 0 must be divisible by groups")
    out_chans_per_grp = tensor.size(0) // groups
    min_dim = min(out_chans_per_grp, tensor.size(1))
    with torch.no_grad():
        tensor.zero_()
        for g in range(groups):
            for d in range(min_dim):
                centre = [g * out_chans_per_grp + d, d]
                for k in range(2, dimensions):
                    centre.append(tensor.size(k) // 2)
                tensor.view(-1)[_flat_index(tensor, centre)] = 1.0
    return tensor


def _flat_index(tensor: torch.Tensor, index: List[int]) -> int:
    flat = 0
    for k in range(len(index)):
        flat = flat * tensor.size(k) + index[k]
    return flat


def orthogonal_(tensor: torch.Tensor, gain: float = 1.0) -> torch.Tensor:
    if tensor.dim() < 2:
        raise ValueError("Only tensors with 2 or more dimensions are supported")
    if tensor.numel() == 0:
        return tensor
    rows = tensor.size(0)
    cols = tensor.numel() // rows
    flattened = torch.empty([rows, cols], dtype=tensor.dtype).normal_(0.0, 1.0)
    if rows < cols:
        flattened.t_()
    # QR of a Gaussian matrix; the signs of R's diagonal make Q uniformly
    # distributed (arXiv math-ph/0609050), as PyTorch does.
    q, r = torch.linalg.qr(flattened)
    q *= torch.diag(r, 0).sign()
    if rows < cols:
        q.t_()
    with torch.no_grad():
        tensor.view_as(q).copy_(q)
        tensor.mul_(gain)
    return tensor


def trunc_normal_(tensor: torch.Tensor, mean: float = 0.0, std: float = 1.0, a: float = -2.0,
                  b: float = 2.0) -> torch.Tensor:
    lo = (1.0 + math.erf((a - mean) / std / math.sqrt(2.0))) / 2.0
    hi = (1.0 + math.erf((b - mean) / std / math.sqrt(2.0))) / 2.0
    with torch.no_grad():
        tensor.uniform_(2.0 * lo - 1.0, 2.0 * hi - 1.0)
        tensor.erfinv_()
        tensor.mul_(std * math.sqrt(2.0))
        tensor.add_(mean)
        tensor.clamp_(min=a, max=b)
    return tensor


def sparse_(tensor: torch.Tensor, sparsity: float, std: float = 0.01) -> torch.Tensor:
    # Normal values, then in each column a random choice of ceil(sparsity *
    # rows) rows zeroed: one randperm per column, as PyTorch draws them.
    if tensor.dim() != 2:
        raise ValueError("Only tensors with 2 dimensions are supported")
    rows = tensor.size(0)
    cols = tensor.size(1)
    num_zeros = int(math.ceil(sparsity * rows))
    with torch.no_grad():
        tensor.normal_(0.0, std)
        for col_idx in range(cols):
            row_indices = torch.randperm(rows)
            zero_indices = row_indices[:num_zeros]
            tensor[zero_indices, col_idx] = 0.0
    return tensor
