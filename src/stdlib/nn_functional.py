# torch.nn.functional in TorchScript. A call `F.name(...)` compiles the def
# of that name here; names with no def here are the aten operator `name`
# (conv2d, avg_pool2d, pad, gelu, softplus, linear, one_hot, ...), whose
# schema already matches PyTorch's Python signature.
#
# PyTorch's BroadcastingListN[int] parameters (an int or a list) are spelled
# Union[int, List[int]] here; the aten operators broadcast a one-element list.
import math
import warnings

import torch
from typing import List, Optional, Tuple, Union


# ---- helpers ------------------------------------------------------------------ #

def _int_list(x: Union[int, List[int], Tuple[int, int]]) -> List[int]:
    # BroadcastingList2: an int, a list, or a pair (module attributes are
    # tuples); an int stands for both entries, as PyTorch expands it.
    if isinstance(x, int):
        return [x, x]
    if isinstance(x, list):
        return x
    return [x[0], x[1]]


def _int_list3(x: Union[int, List[int], Tuple[int, int, int]]) -> List[int]:
    # BroadcastingList3: an int, a list, or a triple.
    if isinstance(x, int):
        return [x, x, x]
    if isinstance(x, list):
        return x
    return [x[0], x[1], x[2]]


def _int_list3_full(x: Union[int, List[int], Tuple[int, int, int]]) -> List[int]:
    # An adaptive pool's output size: the aten op wants all three entries.
    v = _int_list3(x)
    if len(v) == 1:
        return [v[0], v[0], v[0]]
    return v


def _int_list1(x: Union[int, List[int], Tuple[int]]) -> List[int]:
    if isinstance(x, int):
        return [x]
    if isinstance(x, list):
        return x
    return [x[0]]


def _float_list(x: Union[List[float], Tuple[float, float]]) -> List[float]:
    if isinstance(x, list):
        return x
    return [x[0], x[1]]


def _int_seq(x: Union[List[int], Tuple[int, int], Tuple[int, int, int]]) -> List[int]:
    # A size of 1 to 3 entries (F.interpolate over 1-, 2- and 3-D inputs).
    if not torch.jit.is_scripting():
        return list(x)
    if isinstance(x, list):
        return x
    if isinstance(x, Tuple[int, int]):
        return [x[0], x[1]]
    return [x[0], x[1], x[2]]


def _float_seq(x: Union[List[float], Tuple[float, float], Tuple[float, float, float]]) -> List[float]:
    if not torch.jit.is_scripting():
        return list(x)
    if isinstance(x, list):
        return x
    if isinstance(x, Tuple[float, float]):
        return [x[0], x[1]]
    return [x[0], x[1], x[2]]


def _reduction_enum(reduction: str) -> int:
    # The integer codes of ATen's at::Reduction.
    if reduction == "none":
        return 0
    if reduction == "mean" or reduction == "elementwise_mean":
        return 1
    if reduction == "sum":
        return 2
    raise ValueError("{} is not a valid value for reduction".format(reduction))


def _legacy_reduction(size_average: Optional[bool], reduce: Optional[bool]) -> str:
    # The deprecated size_average/reduce flags, each defaulting to True.
    average = True
    if size_average is not None:
        average = size_average
    do_reduce = True
    if reduce is not None:
        do_reduce = reduce
    if average and do_reduce:
        return "mean"
    if do_reduce:
        return "sum"
    return "none"


def _pick_reduction(size_average: Optional[bool], reduce: Optional[bool], reduction: str) -> str:
    if size_average is not None or reduce is not None:
        return _legacy_reduction(size_average, reduce)
    return reduction


def _check_dropout_p(p: float):
    if p < 0.0 or p > 1.0:
        raise ValueError("dropout probability has to be between 0 and 1, but got {}".format(p))


def _softmax_dim(ndim: int) -> int:
    # The implicit dim of softmax when none is given (deprecated in PyTorch).
    if ndim == 0 or ndim == 1 or ndim == 3:
        return 0
    return 1


# ---- activations ----------------------------------------------------------------- #

def relu(input: torch.Tensor, inplace: bool = False) -> torch.Tensor:
    if inplace:
        result = torch.relu_(input)  # pt: torch/nn/functional.py:1455
    else:
        result = torch.relu(input)  # pt: torch/nn/functional.py:1457
    return result


def relu6(input: torch.Tensor, inplace: bool = False) -> torch.Tensor:
    if inplace:
        result = torch.relu6_(input)  # pt: torch/nn/functional.py:1532
    else:
        result = torch.relu6(input)  # pt: torch/nn/functional.py:1534
    return result


def elu(input: torch.Tensor, alpha: float = 1.0, inplace: bool = False) -> torch.Tensor:
    if inplace:
        result = torch.elu_(input, alpha)  # pt: torch/nn/functional.py:1546
    else:
        result = torch.elu(input, alpha)  # pt: torch/nn/functional.py:1548
    return result


def selu(input: torch.Tensor, inplace: bool = False) -> torch.Tensor:
    if inplace:
        result = torch.selu_(input)  # pt: torch/nn/functional.py:1575
    else:
        result = torch.selu(input)  # pt: torch/nn/functional.py:1577
    return result


def celu(input: torch.Tensor, alpha: float = 1.0, inplace: bool = False) -> torch.Tensor:
    if inplace:
        result = torch.celu_(input, alpha)  # pt: torch/nn/functional.py:1602
    else:
        result = torch.celu(input, alpha)  # pt: torch/nn/functional.py:1604
    return result


def leaky_relu(input: torch.Tensor, negative_slope: float = 0.01, inplace: bool = False) -> torch.Tensor:
    if inplace:
        result = torch.leaky_relu_(input, negative_slope)  # pt: torch/nn/functional.py:1630
    else:
        result = torch.leaky_relu(input, negative_slope)  # pt: torch/nn/functional.py:1632
    return result


def leaky_relu_(input: torch.Tensor, negative_slope: float = 0.01) -> torch.Tensor:
    return torch.leaky_relu_(input, negative_slope)


def hardtanh(input: torch.Tensor, min_val: float = -1.0, max_val: float = 1.0, inplace: bool = False) -> torch.Tensor:
    if inplace:
        result = torch.hardtanh_(input, min_val, max_val)  # pt: torch/nn/functional.py:1506
    else:
        result = torch.hardtanh(input, min_val, max_val)  # pt: torch/nn/functional.py:1508
    return result


def hardtanh_(input: torch.Tensor, min_val: float = -1.0, max_val: float = 1.0) -> torch.Tensor:
    return torch.hardtanh_(input, min_val, max_val)


def threshold(input: torch.Tensor, threshold: float, value: float, inplace: bool = False) -> torch.Tensor:
    if inplace:
        result = torch.threshold_(input, threshold, value)  # pt: torch/nn/functional.py:1425
    else:
        result = torch.threshold(input, threshold, value)  # pt: torch/nn/functional.py:1427
    return result


def rrelu(input: torch.Tensor, lower: float = 0.125, upper: float = 0.3333333333333333, training: bool = False,
          inplace: bool = False) -> torch.Tensor:
    if training:
        # Each element <= 0 draws its own slope from the generator.
        if inplace:
            return torch.rrelu_(input, lower, upper, True)  # pt: torch/nn/functional.py:1680
        return torch.rrelu(input, lower, upper, True)  # pt: torch/nn/functional.py:1682
    # In evaluation mode the slope is the mean of the sampling range; ATen
    # writes the out-of-place result into a contiguous tensor.
    slope = (lower + upper) / 2.0
    if inplace:
        return torch.leaky_relu_(input, slope)
    return torch.leaky_relu(input, slope).contiguous()


def silu(input: torch.Tensor, inplace: bool = False) -> torch.Tensor:
    if inplace:
        return torch.silu_(input)  # pt: torch/nn/functional.py:2058
    return torch.silu(input)  # pt: torch/nn/functional.py:2059


def mish(input: torch.Tensor, inplace: bool = False) -> torch.Tensor:
    if inplace:
        return torch.mish_(input)  # pt: torch/nn/functional.py:2077
    return torch.mish(input)  # pt: torch/nn/functional.py:2078


def hardswish(input: torch.Tensor, inplace: bool = False) -> torch.Tensor:
    if inplace:
        return torch.hardswish_(input)  # pt: torch/nn/functional.py:2101
    return torch.hardswish(input)  # pt: torch/nn/functional.py:2102


def hardsigmoid(input: torch.Tensor, inplace: bool = False) -> torch.Tensor:
    if inplace:
        return torch.hardsigmoid_(input)  # pt: torch/nn/functional.py:1989
    return torch.hardsigmoid(input)  # pt: torch/nn/functional.py:1990


def logsigmoid(input: torch.Tensor) -> torch.Tensor:
    return torch.log_sigmoid(input)


logsigmoid.__name__ = logsigmoid.__qualname__ = "log_sigmoid"  # PyTorch's is the builtin torch._C._nn.log_sigmoid


def softsign(input: torch.Tensor) -> torch.Tensor:
    return input / (input.abs() + 1)  # pt: torch/nn/functional.py:1754


def tanhshrink(input: torch.Tensor) -> torch.Tensor:
    return input - input.tanh()  # pt: torch/nn/functional.py:1742


def sigmoid(input: torch.Tensor) -> torch.Tensor:
    return input.sigmoid()  # pt: torch/nn/functional.py:1968


def tanh(input: torch.Tensor) -> torch.Tensor:
    return input.tanh()  # pt: torch/nn/functional.py:1957


def softmax(input: torch.Tensor, dim: Optional[int] = None, _stacklevel: int = 3,
            dtype: Optional[int] = None) -> torch.Tensor:
    if dim is None:
        dim = _softmax_dim(input.dim())  # pt: torch/nn/functional.py:1839
    if dtype is None:
        return input.softmax(dim)  # pt: torch/nn/functional.py:1841
    return input.softmax(dim, dtype=dtype)  # pt: torch/nn/functional.py:1843


def softmin(input: torch.Tensor, dim: Optional[int] = None, _stacklevel: int = 3,
            dtype: Optional[int] = None) -> torch.Tensor:
    if dim is None:
        dim = _softmax_dim(input.dim())  # pt: torch/nn/functional.py:1803
    if dtype is None:
        return (-input).softmax(dim)  # pt: torch/nn/functional.py:1805
    return (-input).softmax(dim, dtype=dtype)  # pt: torch/nn/functional.py:1807


def log_softmax(input: torch.Tensor, dim: Optional[int] = None, _stacklevel: int = 3,
                dtype: Optional[int] = None) -> torch.Tensor:
    if dim is None:
        dim = _softmax_dim(input.dim())  # pt: torch/nn/functional.py:1928
    if dtype is None:
        return input.log_softmax(dim)  # pt: torch/nn/functional.py:1930
    return input.log_softmax(dim, dtype=dtype)  # pt: torch/nn/functional.py:1932


def gumbel_softmax(logits: torch.Tensor, tau: float = 1.0, hard: bool = False, eps: float = 1e-10,
                   dim: int = -1) -> torch.Tensor:
    # Gumbel(0, 1) noise is -log of an Exponential(1) draw.
    gumbels = -torch.empty_like(logits).exponential_().log()  # pt: torch/nn/functional.py:1893
    y_soft = ((logits + gumbels) / tau).softmax(dim)  # pt: torch/nn/functional.py:1896
    if hard:
        # Straight through: the one-hot of the argmax, with y_soft's value path.
        index = y_soft.max(dim, keepdim=True)[1]  # pt: torch/nn/functional.py:1900
        y_hard = torch.zeros_like(logits).scatter_(dim, index, 1.0)  # pt: torch/nn/functional.py:1901
        return y_hard - y_soft.detach() + y_soft  # pt: torch/nn/functional.py:1902
    return y_soft


# ---- dropout ------------------------------------------------------------------------ #

def dropout(input: torch.Tensor, p: float = 0.5, training: bool = True, inplace: bool = False) -> torch.Tensor:
    _check_dropout_p(p)
    if inplace:
        return torch.dropout_(input, p, training)  # pt: torch/nn/functional.py:1252
    return torch.dropout(input, p, training)  # pt: torch/nn/functional.py:1252


def alpha_dropout(input: torch.Tensor, p: float = 0.5, training: bool = False, inplace: bool = False) -> torch.Tensor:
    _check_dropout_p(p)
    if inplace:
        return torch.alpha_dropout_(input, p, training)  # pt: torch/nn/functional.py:1264
    return torch.alpha_dropout(input, p, training)  # pt: torch/nn/functional.py:1264


def feature_alpha_dropout(input: torch.Tensor, p: float = 0.5, training: bool = False,
                          inplace: bool = False) -> torch.Tensor:
    _check_dropout_p(p)
    if inplace:
        return torch.feature_alpha_dropout_(input, p, training)  # pt: torch/nn/functional.py:1414
    return torch.feature_alpha_dropout(input, p, training)  # pt: torch/nn/functional.py:1414


def _channel_dropout(input: torch.Tensor, p: float, training: bool, inplace: bool, batched: bool) -> torch.Tensor:
    # Whole channels are zeroed; an unbatched input gets a batch dim of 1.
    if not batched:
        input = input.unsqueeze(0)
    if inplace:
        result = torch.feature_dropout_(input, p, training)
    else:
        result = torch.feature_dropout(input, p, training)
    if not batched:
        result = result.squeeze(0)
    return result


def dropout1d(input: torch.Tensor, p: float = 0.5, training: bool = True, inplace: bool = False) -> torch.Tensor:
    _check_dropout_p(p)
    inp_dim = input.dim()  # pt: torch/nn/functional.py:1286
    if inp_dim != 2 and inp_dim != 3:
        raise RuntimeError("dropout1d: Expected 2D or 3D input, but received a {}D input. Note that dropout1d "  # pt: torch/nn/functional.py:1285
                           "exists to provide channel-wise dropout on inputs with 1 spatial dimension, a channel "
                           "dimension, and an optional batch dimension (i.e. 2D or 3D inputs).".format(inp_dim))
    return _channel_dropout(input, p, training, inplace, inp_dim == 3)


def dropout2d(input: torch.Tensor, p: float = 0.5, training: bool = True, inplace: bool = False) -> torch.Tensor:
    _check_dropout_p(p)
    # PyTorch 1.13 treats a 3-D input as batched (N, C, L) here.
    return _channel_dropout(input, p, training, inplace, True)


def dropout3d(input: torch.Tensor, p: float = 0.5, training: bool = True, inplace: bool = False) -> torch.Tensor:
    _check_dropout_p(p)
    return _channel_dropout(input, p, training, inplace, input.dim() == 5)  # pt: torch/nn/functional.py:1368


# ---- pooling ------------------------------------------------------------------------- #

def max_pool1d(input: torch.Tensor, kernel_size: Union[int, List[int], Tuple[int]],
               stride: Optional[Union[int, List[int], Tuple[int]]] = None, padding: Union[int, List[int], Tuple[int]] = 0,
               dilation: Union[int, List[int], Tuple[int]] = 1, ceil_mode: bool = False,
               return_indices: bool = False) -> torch.Tensor:
    if return_indices:
        # PyTorch picks the tuple-returning variant at compile time; a def here has one return type.
        raise RuntimeError("max_pool1d(..., return_indices=True) is not supported; call max_pool1d_with_indices")
    s: List[int] = []
    if stride is not None:
        s = _int_list1(stride)
    return torch.max_pool1d(input, _int_list1(kernel_size), s, _int_list1(padding), _int_list1(dilation), ceil_mode)  # pt: torch/nn/functional.py:696


def max_pool1d_with_indices(input: torch.Tensor, kernel_size: Union[int, List[int], Tuple[int]],
                            stride: Optional[Union[int, List[int], Tuple[int]]] = None, padding: Union[int, List[int], Tuple[int]] = 0,
                            dilation: Union[int, List[int], Tuple[int]] = 1, ceil_mode: bool = False,
                            return_indices: bool = False) -> Tuple[torch.Tensor, torch.Tensor]:
    s: List[int] = []
    if stride is not None:
        s = _int_list1(stride)
    return torch.max_pool1d_with_indices(input, _int_list1(kernel_size), s, _int_list1(padding),  # pt: torch/nn/functional.py:671
                                         _int_list1(dilation), ceil_mode)


def max_pool2d(input: torch.Tensor, kernel_size: Union[int, List[int], Tuple[int, int]],
               stride: Optional[Union[int, List[int], Tuple[int, int]]] = None, padding: Union[int, List[int], Tuple[int, int]] = 0,
               dilation: Union[int, List[int], Tuple[int, int]] = 1, ceil_mode: bool = False,
               return_indices: bool = False) -> torch.Tensor:
    if return_indices:
        # PyTorch picks the tuple-returning variant at compile time; a def here has one return type.
        raise RuntimeError("max_pool2d(..., return_indices=True) is not supported; call max_pool2d_with_indices")
    s: List[int] = []
    if stride is not None:
        s = _int_list(stride)
    return torch.max_pool2d(input, _int_list(kernel_size), s, _int_list(padding), _int_list(dilation), ceil_mode)  # pt: torch/nn/functional.py:782


def max_pool2d_with_indices(input: torch.Tensor, kernel_size: Union[int, List[int], Tuple[int, int]],
                            stride: Optional[Union[int, List[int], Tuple[int, int]]] = None, padding: Union[int, List[int], Tuple[int, int]] = 0,
                            dilation: Union[int, List[int], Tuple[int, int]] = 1, ceil_mode: bool = False,
                            return_indices: bool = False) -> Tuple[torch.Tensor, torch.Tensor]:
    s: List[int] = []
    if stride is not None:
        s = _int_list(stride)
    return torch.max_pool2d_with_indices(input, _int_list(kernel_size), s, _int_list(padding),  # pt: torch/nn/functional.py:757
                                         _int_list(dilation), ceil_mode)


def max_pool3d(input: torch.Tensor, kernel_size: Union[int, List[int], Tuple[int, int, int]],
               stride: Optional[Union[int, List[int], Tuple[int, int, int]]] = None,
               padding: Union[int, List[int], Tuple[int, int, int]] = 0,
               dilation: Union[int, List[int], Tuple[int, int, int]] = 1, ceil_mode: bool = False,
               return_indices: bool = False) -> torch.Tensor:
    if return_indices:
        # PyTorch picks the tuple-returning variant at compile time; a def here has one return type.
        raise RuntimeError("max_pool3d(..., return_indices=True) is not supported; call max_pool3d_with_indices")
    s: List[int] = []
    if stride is not None:
        s = _int_list3(stride)
    return torch.max_pool3d(input, _int_list3(kernel_size), s, _int_list3(padding), _int_list3(dilation), ceil_mode)  # pt: torch/nn/functional.py:868


def max_pool3d_with_indices(input: torch.Tensor, kernel_size: Union[int, List[int], Tuple[int, int, int]],
                            stride: Optional[Union[int, List[int], Tuple[int, int, int]]] = None,
                            padding: Union[int, List[int], Tuple[int, int, int]] = 0,
                            dilation: Union[int, List[int], Tuple[int, int, int]] = 1, ceil_mode: bool = False,
                            return_indices: bool = False) -> Tuple[torch.Tensor, torch.Tensor]:
    s: List[int] = []
    if stride is not None:
        s = _int_list3(stride)
    return torch.max_pool3d_with_indices(input, _int_list3(kernel_size), s, _int_list3(padding),  # pt: torch/nn/functional.py:843
                                         _int_list3(dilation), ceil_mode)


def adaptive_max_pool1d(input: torch.Tensor, output_size: Union[int, List[int], Tuple[int]],
                        return_indices: bool = False) -> torch.Tensor:
    if return_indices:
        # PyTorch picks the tuple-returning variant at compile time; a def here has one return type.
        raise RuntimeError("adaptive_max_pool1d(..., return_indices=True) is not supported; "
                           "call adaptive_max_pool1d_with_indices")
    return torch.adaptive_max_pool1d(input, _int_list1(output_size))[0]


def adaptive_max_pool1d_with_indices(input: torch.Tensor, output_size: Union[int, List[int], Tuple[int]],
                                     return_indices: bool = False) -> Tuple[torch.Tensor, torch.Tensor]:
    return torch.adaptive_max_pool1d(input, _int_list1(output_size))  # pt: torch/nn/functional.py:1080


def adaptive_max_pool2d(input: torch.Tensor, output_size: Union[int, List[int], Tuple[int, int]],
                        return_indices: bool = False) -> torch.Tensor:
    if return_indices:
        # PyTorch picks the tuple-returning variant at compile time; a def here has one return type.
        raise RuntimeError("adaptive_max_pool2d(..., return_indices=True) is not supported; "
                           "call adaptive_max_pool2d_with_indices")
    return torch.adaptive_max_pool2d(input, _int_list(output_size))[0]


def adaptive_max_pool2d_with_indices(input: torch.Tensor, output_size: Union[int, List[int], Tuple[int, int]],
                                     return_indices: bool = False) -> Tuple[torch.Tensor, torch.Tensor]:
    return torch.adaptive_max_pool2d(input, _int_list(output_size))  # pt: torch/nn/functional.py:1121


def adaptive_max_pool3d(input: torch.Tensor, output_size: Union[int, List[int], Tuple[int, int, int]],
                        return_indices: bool = False) -> torch.Tensor:
    if return_indices:
        # PyTorch picks the tuple-returning variant at compile time; a def here has one return type.
        raise RuntimeError("adaptive_max_pool3d(..., return_indices=True) is not supported; "
                           "call adaptive_max_pool3d_with_indices")
    return torch.adaptive_max_pool3d(input, _int_list3_full(output_size))[0]


def adaptive_max_pool3d_with_indices(input: torch.Tensor, output_size: Union[int, List[int], Tuple[int, int, int]],
                                     return_indices: bool = False) -> Tuple[torch.Tensor, torch.Tensor]:
    return torch.adaptive_max_pool3d(input, _int_list3_full(output_size))  # pt: torch/nn/functional.py:1162


def _ratio2(x: Union[float, List[float], Tuple[float, float]]) -> List[float]:
    # BroadcastingList2[float]: one ratio for both spatial dims, or one each.
    if isinstance(x, float):
        return [x, x]
    if isinstance(x, list):
        return x
    return [x[0], x[1]]


def _ratio3(x: Union[float, List[float], Tuple[float, float, float]]) -> List[float]:
    if isinstance(x, float):
        return [x, x, x]
    if isinstance(x, list):
        return x
    return [x[0], x[1], x[2]]


def _fractional_output_size(input: torch.Tensor, output_size: Optional[List[int]],
                            output_ratio: Optional[List[float]], n: int) -> List[int]:
    if output_size is None and output_ratio is None:
        raise ValueError("fractional_max_pool" + str(n) + "d requires specifying either an output_size or an "
                         "output_ratio")
    if output_size is not None:
        return output_size
    assert output_ratio is not None
    out: List[int] = []
    for d in range(n):
        out.append(int(input.size(d - n) * output_ratio[d]))
    return out


def fractional_max_pool2d_with_indices(input: torch.Tensor, kernel_size: Union[int, List[int], Tuple[int, int]],
                                       output_size: Optional[Union[int, List[int], Tuple[int, int]]] = None,
                                       output_ratio: Optional[Union[float, List[float], Tuple[float, float]]] = None,
                                       return_indices: bool = False,
                                       _random_samples: Optional[torch.Tensor] = None
                                       ) -> Tuple[torch.Tensor, torch.Tensor]:
    size: Optional[List[int]] = None
    if output_size is not None:
        size = _int_list(output_size)
    ratio: Optional[List[float]] = None
    if output_ratio is not None:
        ratio = _ratio2(output_ratio)
    out_size = _fractional_output_size(input, size, ratio, 2)
    if _random_samples is None:
        n_batch = 1 if input.dim() == 3 else input.size(0)  # pt: torch/nn/functional.py:477
        _random_samples = torch.rand(n_batch, input.size(-3), 2, dtype=input.dtype, device=input.device)  # pt: torch/nn/functional.py:481
    return torch._C._nn.fractional_max_pool2d(input, _int_list(kernel_size), out_size, _random_samples)  # pt: torch/nn/functional.py:482


def fractional_max_pool2d(input: torch.Tensor, kernel_size: Union[int, List[int], Tuple[int, int]],
                          output_size: Optional[Union[int, List[int], Tuple[int, int]]] = None,
                          output_ratio: Optional[Union[float, List[float], Tuple[float, float]]] = None,
                          return_indices: bool = False,
                          _random_samples: Optional[torch.Tensor] = None) -> torch.Tensor:
    if return_indices:
        # PyTorch picks the tuple-returning variant at compile time; a def here has one return type.
        raise RuntimeError("fractional_max_pool2d(..., return_indices=True) is not supported; "
                           "call fractional_max_pool2d_with_indices")
    return fractional_max_pool2d_with_indices(input, kernel_size, output_size, output_ratio, False,
                                              _random_samples)[0]


def fractional_max_pool3d_with_indices(input: torch.Tensor, kernel_size: Union[int, List[int], Tuple[int, int, int]],
                                       output_size: Optional[Union[int, List[int], Tuple[int, int, int]]] = None,
                                       output_ratio: Optional[Union[float, List[float],
                                                                    Tuple[float, float, float]]] = None,
                                       return_indices: bool = False,
                                       _random_samples: Optional[torch.Tensor] = None
                                       ) -> Tuple[torch.Tensor, torch.Tensor]:
    size: Optional[List[int]] = None
    if output_size is not None:
        size = _int_list3_full(output_size)
    ratio: Optional[List[float]] = None
    if output_ratio is not None:
        ratio = _ratio3(output_ratio)
    out_size = _fractional_output_size(input, size, ratio, 3)
    if _random_samples is None:
        n_batch = 1 if input.dim() == 4 else input.size(0)  # pt: torch/nn/functional.py:579
        _random_samples = torch.rand(n_batch, input.size(-4), 3, dtype=input.dtype, device=input.device)  # pt: torch/nn/functional.py:586
    return torch._C._nn.fractional_max_pool3d(input, _int_list3_full(kernel_size), out_size, _random_samples)  # pt: torch/nn/functional.py:587


def fractional_max_pool3d(input: torch.Tensor, kernel_size: Union[int, List[int], Tuple[int, int, int]],
                          output_size: Optional[Union[int, List[int], Tuple[int, int, int]]] = None,
                          output_ratio: Optional[Union[float, List[float], Tuple[float, float, float]]] = None,
                          return_indices: bool = False,
                          _random_samples: Optional[torch.Tensor] = None) -> torch.Tensor:
    if return_indices:
        # PyTorch picks the tuple-returning variant at compile time; a def here has one return type.
        raise RuntimeError("fractional_max_pool3d(..., return_indices=True) is not supported; "
                           "call fractional_max_pool3d_with_indices")
    return fractional_max_pool3d_with_indices(input, kernel_size, output_size, output_ratio, False,
                                              _random_samples)[0]


def adaptive_avg_pool3d(input: torch.Tensor, output_size: Union[int, List[int], Tuple[int, int, int]]) -> torch.Tensor:
    return torch.adaptive_avg_pool3d(input, _int_list3_full(output_size))  # pt: torch/nn/functional.py:1231


def adaptive_avg_pool1d(input: torch.Tensor, output_size: Union[int, List[int], Tuple[int]]) -> torch.Tensor:
    return torch.adaptive_avg_pool1d(input, _int_list1(output_size))


def adaptive_avg_pool2d(input: torch.Tensor, output_size: Union[int, List[int], Tuple[int, int]]) -> torch.Tensor:
    return torch.adaptive_avg_pool2d(input, _int_list(output_size))  # pt: torch/nn/functional.py:1214


def lp_pool2d(input: torch.Tensor, norm_type: Union[int, float], kernel_size: Union[int, List[int], Tuple[int, int]],
              stride: Optional[Union[int, List[int], Tuple[int, int]]] = None, ceil_mode: bool = False) -> torch.Tensor:
    k = _int_list(kernel_size)
    kw = k[0]
    kh = k[0]
    if len(k) > 1:
        kh = k[1]
    if stride is not None:
        out = torch.avg_pool2d(input.pow(norm_type), k, _int_list(stride), 0, ceil_mode)  # pt: torch/nn/functional.py:1033
    else:
        out = torch.avg_pool2d(input.pow(norm_type), k, padding=0, ceil_mode=ceil_mode)  # pt: torch/nn/functional.py:1035
    return (torch.sign(out) * relu(torch.abs(out))).mul(kw * kh).pow(1.0 / norm_type)  # pt: torch/nn/functional.py:1037


def lp_pool1d(input: torch.Tensor, norm_type: Union[int, float], kernel_size: int, stride: Optional[Union[int, List[int], Tuple[int]]] = None,
              ceil_mode: bool = False) -> torch.Tensor:
    if stride is not None:
        out = torch.avg_pool1d(input.pow(norm_type), kernel_size, _int_list1(stride), 0, ceil_mode)  # pt: torch/nn/functional.py:1057
    else:
        out = torch.avg_pool1d(input.pow(norm_type), kernel_size, padding=0, ceil_mode=ceil_mode)  # pt: torch/nn/functional.py:1059
    return (torch.sign(out) * relu(torch.abs(out))).mul(kernel_size).pow(1.0 / norm_type)  # pt: torch/nn/functional.py:1061


def _expand_list(x: List[int], n: int) -> List[int]:
    if len(x) == 1:
        return [x[0] for _ in range(n)]
    return x


def _unpool_output_size(input: torch.Tensor, kernel_size: List[int], stride: List[int], padding: List[int],
                        output_size: Optional[List[int]]) -> List[int]:
    input_size = input.size()  # pt: torch/nn/functional.py:885
    default_size: List[int] = []
    for d in range(len(kernel_size)):
        default_size.append((input_size[-len(kernel_size) + d] - 1) * stride[d] + kernel_size[d] - 2 * padding[d])  # pt: torch/nn/functional.py:888
    if output_size is None:
        return default_size
    sizes = output_size
    if len(sizes) == len(kernel_size) + 2:
        sizes = sizes[2:]
    if len(sizes) != len(kernel_size):
        raise ValueError("output_size should be a sequence containing {} or {} elements, but it has a length of "  # pt: torch/nn/functional.py:896
                         "'{}'".format(len(kernel_size), len(kernel_size) + 2, len(sizes)))
    for d in range(len(kernel_size)):
        min_size = default_size[d] - stride[d]
        max_size = default_size[d] + stride[d]
        if not (min_size < sizes[d] and sizes[d] < max_size):
            raise ValueError('invalid output_size "{}" (dim {} must be between {} and {})'.format(  # pt: torch/nn/functional.py:906
                sizes, d, min_size, max_size))
    return sizes


def _max_unpool(input: torch.Tensor, indices: torch.Tensor, size: List[int]) -> torch.Tensor:
    # Scatters each pooled value back to the flat position its index recorded.
    batched = input.dim() == len(size) + 2
    x = input if batched else input.unsqueeze(0)
    idx = indices if batched else indices.unsqueeze(0)
    n = x.size(0)
    c = x.size(1)
    plane = 1
    for s in size:
        plane *= s
    out = torch.zeros([n, c, plane], dtype=x.dtype).scatter(2, idx.reshape(n, c, -1), x.reshape(n, c, -1))
    shape = [n, c]
    for s in size:
        shape.append(s)
    out = out.reshape(shape)
    if not batched:
        out = out.squeeze(0)
    return out


def max_unpool1d(input: torch.Tensor, indices: torch.Tensor, kernel_size: Union[int, List[int], Tuple[int]],
                 stride: Optional[Union[int, List[int], Tuple[int]]] = None,
                 padding: Union[int, List[int], Tuple[int]] = 0,
                 output_size: Optional[List[int]] = None) -> torch.Tensor:
    k = _int_list1(kernel_size)
    s = k
    if stride is not None:
        s = _int_list1(stride)
    size = _unpool_output_size(input, k, s, _int_list1(padding), output_size)
    return _max_unpool(input, indices, size)


def max_unpool2d(input: torch.Tensor, indices: torch.Tensor, kernel_size: Union[int, List[int], Tuple[int, int]],
                 stride: Optional[Union[int, List[int], Tuple[int, int]]] = None,
                 padding: Union[int, List[int], Tuple[int, int]] = 0,
                 output_size: Optional[List[int]] = None) -> torch.Tensor:
    k = _expand_list(_int_list(kernel_size), 2)
    s = k
    if stride is not None:
        s = _expand_list(_int_list(stride), 2)
    size = _unpool_output_size(input, k, s, _expand_list(_int_list(padding), 2), output_size)
    return _max_unpool(input, indices, size)


def max_unpool3d(input: torch.Tensor, indices: torch.Tensor, kernel_size: Union[int, List[int], Tuple[int, int, int]],
                 stride: Optional[Union[int, List[int], Tuple[int, int, int]]] = None,
                 padding: Union[int, List[int], Tuple[int, int, int]] = 0,
                 output_size: Optional[List[int]] = None) -> torch.Tensor:
    k = _expand_list(_int_list3(kernel_size), 3)
    s = k
    if stride is not None:
        s = _expand_list(_int_list3(stride), 3)
    size = _unpool_output_size(input, k, s, _expand_list(_int_list3(padding), 3), output_size)
    return _max_unpool(input, indices, size)


def channel_shuffle(input: torch.Tensor, groups: int) -> torch.Tensor:
    # PyTorch 1.13's F.channel_shuffle is the native operator (which keeps a
    # channels-last layout).
    return torch.channel_shuffle(input, groups)


# ---- normalization ---------------------------------------------------------------- #

def _verify_batch_size(size: List[int]):
    size_prods = size[0]
    for i in range(len(size) - 2):
        size_prods *= size[i + 2]
    if size_prods == 1:
        raise ValueError("Expected more than 1 value per channel when training, got input size {}".format(size))  # pt: torch/nn/functional.py:2416


def _verify_spatial_size(size: List[int]):
    size_prods = 1
    for i in range(2, len(size)):
        size_prods *= size[i]
    if size_prods == 1:
        raise ValueError("Expected more than 1 spatial element when training, got input size {}".format(size))  # pt: torch/nn/functional.py:2461


def batch_norm(input: torch.Tensor, running_mean: Optional[torch.Tensor], running_var: Optional[torch.Tensor],
               weight: Optional[torch.Tensor] = None, bias: Optional[torch.Tensor] = None, training: bool = False,
               momentum: float = 0.1, eps: float = 1e-5) -> torch.Tensor:
    if training:
        _verify_batch_size(input.size())  # pt: torch/nn/functional.py:2448
    return torch.batch_norm(input, weight, bias, running_mean, running_var, training, momentum, eps, True)  # pt: torch/nn/functional.py:2450


def instance_norm(input: torch.Tensor, running_mean: Optional[torch.Tensor] = None,
                  running_var: Optional[torch.Tensor] = None, weight: Optional[torch.Tensor] = None,
                  bias: Optional[torch.Tensor] = None, use_input_stats: bool = True, momentum: float = 0.1,
                  eps: float = 1e-5) -> torch.Tensor:
    if use_input_stats:
        _verify_spatial_size(input.size())  # pt: torch/nn/functional.py:2494
    return torch.instance_norm(input, weight, bias, running_mean, running_var, use_input_stats, momentum, eps, True)  # pt: torch/nn/functional.py:2495


def layer_norm(input: torch.Tensor, normalized_shape: List[int], weight: Optional[torch.Tensor] = None,
               bias: Optional[torch.Tensor] = None, eps: float = 1e-5) -> torch.Tensor:
    return torch.layer_norm(input, normalized_shape, weight, bias, eps, True)  # pt: torch/nn/functional.py:2515


def group_norm(input: torch.Tensor, num_groups: int, weight: Optional[torch.Tensor] = None,
               bias: Optional[torch.Tensor] = None, eps: float = 1e-5) -> torch.Tensor:
    if input.dim() < 2:
        raise RuntimeError("Expected at least 2 dimensions for input tensor but received {}".format(input.dim()))
    _verify_batch_size([input.size(0) * input.size(1) // num_groups, num_groups] + list(input.size()[2:]))  # pt: torch/nn/functional.py:2527
    return torch.group_norm(input, num_groups, weight, bias, eps, True)  # pt: torch/nn/functional.py:2528


def local_response_norm(input: torch.Tensor, size: int, alpha: float = 1e-4, beta: float = 0.75,
                        k: float = 1.0) -> torch.Tensor:
    dim = input.dim()  # pt: torch/nn/functional.py:2540
    if dim < 3:
        raise ValueError("Expected 3D or higher dimensionality input (got {} dimensions)".format(dim))  # pt: torch/nn/functional.py:2543
    if input.numel() == 0:  # pt: torch/nn/functional.py:2549
        return input
    # A moving average of squares across channels: pad the channel dim and
    # average windows of `size` channels with a [size, 1] pooling kernel.
    sizes = input.size()  # pt: torch/nn/functional.py:2557
    div = input.mul(input).reshape([sizes[0], 1, sizes[1], -1])  # pt: torch/nn/functional.py:2552
    div = torch.constant_pad_nd(div, [0, 0, size // 2, (size - 1) // 2])
    div = torch.avg_pool2d(div, [size, 1], [1, 1]).squeeze(1).reshape(sizes)  # pt: torch/nn/functional.py:2555
    div = div.mul(alpha).add(k).pow(beta)  # pt: torch/nn/functional.py:2562
    return input / div


def normalize(input: torch.Tensor, p: float = 2.0, dim: int = 1, eps: float = 1e-12,
              out: Optional[torch.Tensor] = None) -> torch.Tensor:
    if out is not None:
        raise RuntimeError("normalize: the out argument is not supported")
    denom = input.norm(p, dim, keepdim=True).clamp_min(eps).expand_as(input)  # pt: torch/nn/functional.py:4632
    return input / denom


# ---- embeddings --------------------------------------------------------------------- #

def _no_grad_embedding_renorm_(weight: torch.Tensor, input: torch.Tensor, max_norm: float, norm_type: float):
    # Note [Scripted max_norm is a no-op]: eagerly, the rows used are scaled
    # down in place, through a detached alias autograd does not see. Scripted,
    # PyTorch 1.13 maps this helper to aten::_no_grad_embedding_renorm_, whose
    # schema declares no mutation and whose result is unused, so dead code
    # elimination drops the call: scripted embeddings never renormalize.
    if not torch.jit.is_scripting():
        torch.embedding_renorm_(weight.detach(), input, max_norm, norm_type)


def embedding(input: torch.Tensor, weight: torch.Tensor, padding_idx: Optional[int] = None,
              max_norm: Optional[float] = None, norm_type: float = 2.0, scale_grad_by_freq: bool = False,
              sparse: bool = False) -> torch.Tensor:
    idx = -1
    if padding_idx is not None:
        idx = padding_idx
        if idx > 0:
            assert idx < weight.size(0), "Padding_idx must be within num_embeddings"  # pt: torch/nn/functional.py:2192
        elif idx < 0:
            assert idx >= -weight.size(0), "Padding_idx must be within num_embeddings"  # pt: torch/nn/functional.py:2194
            idx = weight.size(0) + idx  # pt: torch/nn/functional.py:2195
    if max_norm is not None:
        input = input.contiguous()  # pt: torch/nn/functional.py:2203
        _no_grad_embedding_renorm_(weight, input, max_norm, norm_type)
    return torch.embedding(weight, input, idx, scale_grad_by_freq, sparse)  # pt: torch/nn/functional.py:2210


def embedding_bag(input: torch.Tensor, weight: torch.Tensor, offsets: Optional[torch.Tensor] = None,
                  max_norm: Optional[float] = None, norm_type: float = 2, scale_grad_by_freq: bool = False,
                  mode: str = "mean", sparse: bool = False, per_sample_weights: Optional[torch.Tensor] = None,
                  include_last_offset: bool = False, padding_idx: Optional[int] = None) -> torch.Tensor:
    if per_sample_weights is not None and input.size() != per_sample_weights.size():  # pt: torch/nn/functional.py:2332
        raise ValueError("embedding_bag: If per_sample_weights ({}) is not None, then it must have the same shape "  # pt: torch/nn/functional.py:2334
                         "as the input ({})".format(per_sample_weights.shape, input.shape))
    if input.dim() == 2:  # pt: torch/nn/functional.py:2338
        if offsets is not None:
            raise ValueError("if input is 2D, then offsets has to be None, as input is treated is a mini-batch of "
                             "fixed length sequences. However, found offsets of type <unknown>")
        offsets = torch.arange(0, input.numel(), input.size(1), dtype=input.dtype)  # pt: torch/nn/functional.py:2350
        input = input.reshape(-1)  # pt: torch/nn/functional.py:2352
        if per_sample_weights is not None:
            per_sample_weights = per_sample_weights.reshape(-1)  # pt: torch/nn/functional.py:2354
    elif input.dim() == 1:  # pt: torch/nn/functional.py:2355
        if offsets is None:
            raise ValueError("offsets has to be a 1D Tensor but got None")
        if offsets.dim() != 1:  # pt: torch/nn/functional.py:2358
            raise ValueError("offsets has to be a 1D Tensor")
    else:
        raise ValueError("input has to be 1D or 2D Tensor, but got Tensor of dimension {}".format(input.dim()))  # pt: torch/nn/functional.py:2345
    if mode == "sum":
        mode_enum = 0
    elif mode == "mean":
        mode_enum = 1
    elif mode == "max":
        mode_enum = 2
        if scale_grad_by_freq:
            raise ValueError("max mode does not support scaling the gradient by the frequency")
        if sparse:
            raise ValueError("max mode does not support sparse weights")
    else:
        raise ValueError("mode has to be one of sum, mean or max")
    if max_norm is not None:
        _no_grad_embedding_renorm_(weight, input, max_norm, norm_type)  # pt: torch/nn/functional.py:2383
    if per_sample_weights is not None and mode != "sum":
        raise NotImplementedError("embedding_bag: per_sample_weights was not None. per_sample_weights is only "  # pt: torch/nn/functional.py:2361
                                  "supported for mode='sum' (got mode='{}'). Please open a feature request on "
                                  "GitHub.".format(mode))
    assert offsets is not None
    ret, _, _, _ = torch.embedding_bag(weight, input, offsets, scale_grad_by_freq, mode_enum, sparse,  # pt: torch/nn/functional.py:2392
                                       per_sample_weights, include_last_offset, padding_idx)
    return ret


# ---- losses --------------------------------------------------------------------------- #

def nll_loss(input: torch.Tensor, target: torch.Tensor, weight: Optional[torch.Tensor] = None,
             size_average: Optional[bool] = None, ignore_index: int = -100, reduce: Optional[bool] = None,
             reduction: str = "mean") -> torch.Tensor:
    reduction = _pick_reduction(size_average, reduce, reduction)
    return torch.nll_loss_nd(input, target, weight, _reduction_enum(reduction), ignore_index)  # pt: torch/nn/functional.py:2701


def cross_entropy(input: torch.Tensor, target: torch.Tensor, weight: Optional[torch.Tensor] = None,
                  size_average: Optional[bool] = None, ignore_index: int = -100, reduce: Optional[bool] = None,
                  reduction: str = "mean", label_smoothing: float = 0.0) -> torch.Tensor:
    reduction = _pick_reduction(size_average, reduce, reduction)
    return torch.cross_entropy_loss(input, target, weight, _reduction_enum(reduction), ignore_index,  # pt: torch/nn/functional.py:3026
                                    label_smoothing)


def binary_cross_entropy(input: torch.Tensor, target: torch.Tensor, weight: Optional[torch.Tensor] = None,
                         size_average: Optional[bool] = None, reduce: Optional[bool] = None,
                         reduction: str = "mean") -> torch.Tensor:
    reduction = _pick_reduction(size_average, reduce, reduction)
    if target.size() != input.size():  # pt: torch/nn/functional.py:3085
        raise ValueError("Using a target size ({}) that is different to the input size ({}) is deprecated. "  # pt: torch/nn/functional.py:3087
                         "Please ensure they have the same size.".format(target.size(), input.size()))
    if weight is not None:
        weight = weight.expand(target.size())  # pt: torch/nn/functional.py:3093
    return torch.binary_cross_entropy(input, target, weight, _reduction_enum(reduction))  # pt: torch/nn/functional.py:3095


def binary_cross_entropy_with_logits(input: torch.Tensor, target: torch.Tensor,
                                     weight: Optional[torch.Tensor] = None, size_average: Optional[bool] = None,
                                     reduce: Optional[bool] = None, reduction: str = "mean",
                                     pos_weight: Optional[torch.Tensor] = None) -> torch.Tensor:
    reduction = _pick_reduction(size_average, reduce, reduction)
    if target.size() != input.size():  # pt: torch/nn/functional.py:3159
        raise ValueError("Target size ({}) must be the same as input size ({})".format(target.size(), input.size()))  # pt: torch/nn/functional.py:3160
    return torch.binary_cross_entropy_with_logits(input, target, weight, pos_weight, _reduction_enum(reduction))  # pt: torch/nn/functional.py:3162


def kl_div(input: torch.Tensor, target: torch.Tensor, size_average: Optional[bool] = None,
           reduce: Optional[bool] = None, reduction: str = "mean", log_target: bool = False) -> torch.Tensor:
    if size_average is not None or reduce is not None:
        reduction_enum = _reduction_enum(_legacy_reduction(size_average, reduce))
    elif reduction == "batchmean":
        reduction_enum = 2
    else:
        reduction_enum = _reduction_enum(reduction)
    reduced = torch.kl_div(input, target, reduction_enum, log_target=log_target)  # pt: torch/nn/functional.py:2928
    if reduction == "batchmean" and input.dim() != 0:  # pt: torch/nn/functional.py:2930
        reduced = reduced / input.size()[0]  # pt: torch/nn/functional.py:2931
    return reduced


def _warn_if_sizes_differ(input: torch.Tensor, target: torch.Tensor):
    # PyTorch's elementwise losses check this first (a trace records the sizes, then drops them).
    if not (target.size() == input.size()):
        warnings.warn("Using a target size ({}) that is different to the input size ({}). This will likely lead to "
                      "incorrect results due to broadcasting. Please ensure they have the same size.".format(
                          target.size(), input.size()), stacklevel=3)


def mse_loss(input: torch.Tensor, target: torch.Tensor, size_average: Optional[bool] = None,
             reduce: Optional[bool] = None, reduction: str = "mean") -> torch.Tensor:
    _warn_if_sizes_differ(input, target)
    reduction = _pick_reduction(size_average, reduce, reduction)
    expanded = torch.broadcast_tensors([input, target])  # pt: torch/nn/functional.py:3291
    return torch.mse_loss(expanded[0], expanded[1], _reduction_enum(reduction))  # pt: torch/nn/functional.py:3292


def l1_loss(input: torch.Tensor, target: torch.Tensor, size_average: Optional[bool] = None,
            reduce: Optional[bool] = None, reduction: str = "mean") -> torch.Tensor:
    _warn_if_sizes_differ(input, target)
    reduction = _pick_reduction(size_average, reduce, reduction)
    expanded = torch.broadcast_tensors([input, target])  # pt: torch/nn/functional.py:3260
    return torch.l1_loss(expanded[0], expanded[1], _reduction_enum(reduction))  # pt: torch/nn/functional.py:3261


def smooth_l1_loss(input: torch.Tensor, target: torch.Tensor, size_average: Optional[bool] = None,
                   reduce: Optional[bool] = None, reduction: str = "mean", beta: float = 1.0) -> torch.Tensor:
    _warn_if_sizes_differ(input, target)
    reduction = _pick_reduction(size_average, reduce, reduction)
    expanded = torch.broadcast_tensors([input, target])  # pt: torch/nn/functional.py:3199
    return torch.smooth_l1_loss(expanded[0], expanded[1], _reduction_enum(reduction), beta)  # pt: torch/nn/functional.py:3200


def huber_loss(input: torch.Tensor, target: torch.Tensor, reduction: str = "mean", delta: float = 1.0) -> torch.Tensor:
    _warn_if_sizes_differ(input, target)
    expanded = torch.broadcast_tensors([input, target])  # pt: torch/nn/functional.py:3229
    return torch.huber_loss(expanded[0], expanded[1], _reduction_enum(reduction), delta)  # pt: torch/nn/functional.py:3230


def _reduce_loss(loss: torch.Tensor, reduction: str) -> torch.Tensor:
    code = _reduction_enum(reduction)
    if code == 1:
        return loss.mean()
    if code == 2:
        return loss.sum()
    return loss


def soft_margin_loss(input: torch.Tensor, target: torch.Tensor, size_average: Optional[bool] = None,
                     reduce: Optional[bool] = None, reduction: str = "mean") -> torch.Tensor:
    reduction = _pick_reduction(size_average, reduce, reduction)
    return _reduce_loss(torch.log1p(torch.exp(-target * input)), reduction)


def margin_ranking_loss(input1: torch.Tensor, input2: torch.Tensor, target: torch.Tensor, margin: float = 0.0,
                        size_average: Optional[bool] = None, reduce: Optional[bool] = None,
                        reduction: str = "mean") -> torch.Tensor:
    reduction = _pick_reduction(size_average, reduce, reduction)
    if input1.dim() != input2.dim() or input1.dim() != target.dim():  # pt: torch/nn/functional.py:3324
        raise RuntimeError("margin_ranking_loss : All input tensors should have same dimension but got sizes: "  # pt: torch/nn/functional.py:3327
                           "input1: {}, input2: {}, target: {} ".format(input1.size(), input2.size(), target.size()))
    return _reduce_loss((-target * (input1 - input2) + margin).clamp_min(0), reduction)


def hinge_embedding_loss(input: torch.Tensor, target: torch.Tensor, margin: float = 1.0,
                         size_average: Optional[bool] = None, reduce: Optional[bool] = None,
                         reduction: str = "mean") -> torch.Tensor:
    reduction = _pick_reduction(size_average, reduce, reduction)
    zeros = torch.zeros_like(input)
    margin_clamp = (margin - input).clamp_min(0)
    output_margin = torch.where(target != 1, margin_clamp, zeros)
    output_self = torch.where(target != -1, input, zeros)
    return _reduce_loss(output_margin + output_self, reduction)


def poisson_nll_loss(input: torch.Tensor, target: torch.Tensor, log_input: bool = True, full: bool = False,
                     size_average: Optional[bool] = None, eps: float = 1e-8, reduce: Optional[bool] = None,
                     reduction: str = "mean") -> torch.Tensor:
    reduction = _pick_reduction(size_average, reduce, reduction)
    if reduction != "none" and reduction != "mean" and reduction != "sum":
        raise ValueError(reduction + " is not valid")
    if log_input:
        loss = torch.exp(input) - target * input
    else:
        loss = input - target * torch.log(input + eps)
    if full:
        # Stirling's approximation of log(target!), for targets above 1.
        stirling = target * torch.log(target) - target + 0.5 * torch.log(2 * math.pi * target)
        loss = loss + stirling.masked_fill(target <= 1, 0)
    return _reduce_loss(loss, reduction)


def cosine_embedding_loss(input1: torch.Tensor, input2: torch.Tensor, target: torch.Tensor, margin: float = 0.0,
                          size_average: Optional[bool] = None, reduce: Optional[bool] = None,
                          reduction: str = "mean") -> torch.Tensor:
    reduction = _pick_reduction(size_average, reduce, reduction)
    eps = 1e-12
    prod_sum = (input1 * input2).sum(1)
    mag_square1 = (input1 * input1).sum(1) + eps
    mag_square2 = (input2 * input2).sum(1) + eps
    cos = prod_sum / torch.sqrt(mag_square1 * mag_square2)
    zeros = torch.zeros_like(cos)
    pos = 1 - cos
    neg = (cos - margin).clamp_min(0)
    output_pos = torch.where(target == 1, pos, zeros)
    output_neg = torch.where(target == -1, neg, zeros)
    return _reduce_loss(output_pos + output_neg, reduction)


def triplet_margin_loss(anchor: torch.Tensor, positive: torch.Tensor, negative: torch.Tensor, margin: float = 1.0,
                        p: float = 2, eps: float = 1e-6, swap: bool = False, size_average: Optional[bool] = None,
                        reduce: Optional[bool] = None, reduction: str = "mean") -> torch.Tensor:
    reduction = _pick_reduction(size_average, reduce, reduction)
    dist_pos = torch.pairwise_distance(anchor, positive, p, eps)
    dist_neg = torch.pairwise_distance(anchor, negative, p, eps)
    if swap:
        dist_swap = torch.pairwise_distance(positive, negative, p, eps)
        dist_neg = torch.min(dist_neg, dist_swap)
    return _reduce_loss((margin + dist_pos - dist_neg).clamp_min(0), reduction)


def multilabel_soft_margin_loss(input: torch.Tensor, target: torch.Tensor, weight: Optional[torch.Tensor] = None,
                                size_average: Optional[bool] = None, reduce: Optional[bool] = None,
                                reduction: str = "mean") -> torch.Tensor:
    reduction = _pick_reduction(size_average, reduce, reduction)
    loss = -(target * logsigmoid(input) + (1 - target) * logsigmoid(-input))
    if weight is not None:
        loss = loss * weight
    class_dim = input.dim() - 1  # pt: torch/nn/functional.py:3445
    loss = loss.sum(dim=class_dim) / input.size(class_dim)  # pt: torch/nn/functional.py:3447
    if reduction == "none":
        return loss
    if reduction == "mean":
        return loss.mean()  # pt: torch/nn/functional.py:3452
    if reduction == "sum":
        return loss.sum()  # pt: torch/nn/functional.py:3454
    raise ValueError(reduction + " is not valid")


def multilabel_margin_loss(input: torch.Tensor, target: torch.Tensor, size_average: Optional[bool] = None,
                           reduce: Optional[bool] = None, reduction: str = "mean") -> torch.Tensor:
    reduction = _pick_reduction(size_average, reduce, reduction)
    return torch._C._nn.multilabel_margin_loss(input, target, _reduction_enum(reduction))  # pt: torch/nn/functional.py:3389


def multi_margin_loss(input: torch.Tensor, target: torch.Tensor, p: int = 1, margin: float = 1.0,
                      weight: Optional[torch.Tensor] = None, size_average: Optional[bool] = None,
                      reduce: Optional[bool] = None, reduction: str = "mean") -> torch.Tensor:
    reduction = _pick_reduction(size_average, reduce, reduction)
    if p != 1 and p != 2:
        raise ValueError("only p == 1 and p == 2 supported")
    if weight is not None and weight.dim() != 1:  # pt: torch/nn/functional.py:3527
        raise ValueError("weight must be one-dimensional")
    x = input if input.dim() == 2 else input.unsqueeze(0)
    t = target.reshape([-1, 1])
    # Hinge on every wrong class j: max(0, margin - x[y] + x[j])^p, the true class excluded.
    z = (margin - x.gather(1, t) + x).clamp_min(0)
    if p == 2:
        z = z * z
    if weight is not None:
        z = z * weight.index_select(0, t.reshape(-1)).unsqueeze(1)
    z = z.scatter(1, t, 0.0)
    loss = z.sum(1) / x.size(1)
    if input.dim() != 2:
        loss = loss.squeeze(0)
    return _reduce_loss(loss, reduction)


def gaussian_nll_loss(input: torch.Tensor, target: torch.Tensor, var: torch.Tensor, full: bool = False,
                      eps: float = 1e-6, reduction: str = "mean") -> torch.Tensor:
    if var.size() != input.size():  # pt: torch/nn/functional.py:2809
        if input.size()[:-1] == var.size():  # pt: torch/nn/functional.py:2815
            var = torch.unsqueeze(var, -1)  # pt: torch/nn/functional.py:2816
        elif input.size()[:-1] == var.size()[:-1] and var.size(-1) == 1:  # pt: torch/nn/functional.py:2821
            pass
        else:
            raise ValueError("var is of incorrect size")
    if reduction != "none" and reduction != "mean" and reduction != "sum":
        raise ValueError(reduction + " is not valid")
    if bool(torch.any(var < 0)):  # pt: torch/nn/functional.py:2833
        raise ValueError("var has negative entry/entries")
    var = var.clone().clamp_min(eps)  # pt: torch/nn/functional.py:2837
    loss = 0.5 * (torch.log(var) + (input - target) ** 2 / var)  # pt: torch/nn/functional.py:2842
    if full:
        loss = loss + 0.5 * math.log(2 * math.pi)  # pt: torch/nn/functional.py:2844
    return _reduce_loss(loss, reduction)


# ---- distances, resampling, patches ---------------------------------------------------- #

def interpolate(input: torch.Tensor,
                size: Optional[Union[int, List[int], Tuple[int, int], Tuple[int, int, int]]] = None,
                scale_factor: Optional[Union[float, List[float], Tuple[float, float],
                                             Tuple[float, float, float]]] = None,
                mode: str = "nearest",
                align_corners: Optional[bool] = None, recompute_scale_factor: Optional[bool] = None,
                antialias: bool = False) -> torch.Tensor:
    corners = False
    if mode == "nearest" or mode == "area" or mode == "nearest-exact":
        if align_corners is not None:
            raise ValueError("align_corners option can only be set with the interpolating modes: "
                             "linear | bilinear | bicubic | trilinear")
    elif align_corners is not None:
        corners = align_corners
    dim = input.dim() - 2  # pt: torch/nn/functional.py:3853
    output_size: Optional[List[int]] = None
    scale_factors: Optional[List[float]] = None
    if size is not None and scale_factor is not None:
        raise ValueError("only one of size or scale_factor should be defined")
    elif size is not None:
        if isinstance(size, int):
            output_size = [size for _ in range(dim)]
        else:
            sizes = _int_seq(size)
            if len(sizes) != dim:
                raise ValueError("Input and output must have the same number of spatial dimensions, but got input "  # pt: torch/nn/functional.py:3974
                                 "with spatial dimensions of {} and output size of {}. Please provide input tensor "
                                 "in (N, C, d1, d2, ...,dK) format and output size in (o1, o2, ...,oK) "
                                 "format.".format(input.size()[2:], sizes))
            output_size = sizes
    elif scale_factor is not None:
        if isinstance(scale_factor, float):
            scale_factors = [scale_factor for _ in range(dim)]
        elif isinstance(scale_factor, int):
            # Only at the Python level: script code receives an int as a float.
            scale_factors = [float(scale_factor) for _ in range(dim)]
        else:
            factors = _float_seq(scale_factor)
            if len(factors) != dim:
                raise ValueError("Input and scale_factor must have the same number of spatial dimensions, but got "  # pt: torch/nn/functional.py:3913
                                 "input with spatial dimensions of {} and scale_factor of shape {}. Please provide "
                                 "input tensor in (N, C, d1, d2, ...,dK) format and scale_factor in (s1, s2, ...,sK) "
                                 "format.".format(input.size()[2:], factors))
            scale_factors = factors
    else:
        raise ValueError("either size or scale_factor should be defined")
    recompute = False
    if recompute_scale_factor is not None:
        recompute = recompute_scale_factor
    if recompute and size is not None:
        raise ValueError("recompute_scale_factor is not meaningful with an explicit size.")
    if mode == "area" and output_size is None:
        recompute = True
    if recompute:
        # The output size is computed here and the op sees no scale factors.
        assert scale_factors is not None
        output_size = [int(math.floor(float(input.size(i + 2)) * scale_factors[i])) for i in range(dim)]  # pt: torch/nn/functional.py:3908
        scale_factors = None
    if antialias and not (mode in ("bilinear", "bicubic") and input.dim() == 4):  # pt: torch/nn/functional.py:3919
        raise ValueError("Anti-alias option is only supported for bilinear and bicubic modes")
    if input.dim() == 3 and mode == "nearest":  # pt: torch/nn/functional.py:3921
        return torch.upsample_nearest1d(input, output_size, scale_factors)  # pt: torch/nn/functional.py:3920
    if input.dim() == 4 and mode == "nearest":  # pt: torch/nn/functional.py:3923
        return torch.upsample_nearest2d(input, output_size, scale_factors)  # pt: torch/nn/functional.py:3922
    if input.dim() == 3 and mode == "nearest-exact":  # pt: torch/nn/functional.py:3926
        return torch._upsample_nearest_exact1d(input, output_size, scale_factors)  # pt: torch/nn/functional.py:3927
    if input.dim() == 4 and mode == "nearest-exact":  # pt: torch/nn/functional.py:3928
        return torch._upsample_nearest_exact2d(input, output_size, scale_factors)  # pt: torch/nn/functional.py:3929
    if input.dim() == 5 and mode == "nearest":  # pt: torch/nn/functional.py:3930
        return torch.upsample_nearest3d(input, output_size, scale_factors)  # pt: torch/nn/functional.py:3924
    if input.dim() == 5 and mode == "nearest-exact":  # pt: torch/nn/functional.py:3933
        return torch._upsample_nearest_exact3d(input, output_size, scale_factors)  # pt: torch/nn/functional.py:3931
    if input.dim() == 5 and mode == "area":  # pt: torch/nn/functional.py:3936
        assert output_size is not None
        return adaptive_avg_pool3d(input, output_size)
    if input.dim() == 5 and mode == "trilinear":  # pt: torch/nn/functional.py:3939
        return torch.upsample_trilinear3d(input, output_size, corners, scale_factors)  # pt: torch/nn/functional.py:3953
    if input.dim() == 4 and mode == "bicubic" and antialias:  # pt: torch/nn/functional.py:3943
        return torch._upsample_bicubic2d_aa(input, output_size, corners, scale_factors)  # pt: torch/nn/functional.py:3957
    if input.dim() == 4 and mode == "bilinear" and antialias:  # pt: torch/nn/functional.py:3946
        return torch._upsample_bilinear2d_aa(input, output_size, corners, scale_factors)  # pt: torch/nn/functional.py:3949
    if input.dim() == 4 and mode == "bicubic":  # pt: torch/nn/functional.py:3951
        return torch.upsample_bicubic2d(input, output_size, corners, scale_factors)  # pt: torch/nn/functional.py:3958
    if input.dim() == 3 and mode == "area":  # pt: torch/nn/functional.py:3954
        assert output_size is not None
        return adaptive_avg_pool1d(input, output_size)
    if input.dim() == 4 and mode == "area":  # pt: torch/nn/functional.py:3960
        assert output_size is not None
        return adaptive_avg_pool2d(input, output_size)
    if input.dim() == 3 and mode == "linear":  # pt: torch/nn/functional.py:3962
        return torch.upsample_linear1d(input, output_size, corners, scale_factors)  # pt: torch/nn/functional.py:3945
    if input.dim() == 4 and mode == "bilinear":  # pt: torch/nn/functional.py:3964
        return torch.upsample_bilinear2d(input, output_size, corners, scale_factors)  # pt: torch/nn/functional.py:3950
    if input.dim() == 3 and mode == "bilinear":  # pt: torch/nn/functional.py:3966
        raise NotImplementedError("Got 3D input, but bilinear mode needs 4D input")
    if input.dim() == 3 and mode == "trilinear":  # pt: torch/nn/functional.py:3968
        raise NotImplementedError("Got 3D input, but trilinear mode needs 5D input")
    if input.dim() == 4 and mode == "linear":  # pt: torch/nn/functional.py:3970
        raise NotImplementedError("Got 4D input, but linear mode needs 3D input")
    if input.dim() == 4 and mode == "trilinear":  # pt: torch/nn/functional.py:3976
        raise NotImplementedError("Got 4D input, but trilinear mode needs 5D input")
    if input.dim() == 5 and mode == "linear":
        raise NotImplementedError("Got 5D input, but linear mode needs 3D input")
    if input.dim() == 5 and mode == "bilinear":
        raise NotImplementedError("Got 5D input, but bilinear mode needs 4D input")
    raise NotImplementedError("Input Error: Only 3D, 4D and 5D input Tensors supported (got {}D) for the modes: "
                              "nearest | linear | bilinear | bicubic | trilinear | area | nearest-exact "
                              "(got {})".format(input.dim(), mode))


def affine_grid(theta: torch.Tensor, size: List[int], align_corners: Optional[bool] = None) -> torch.Tensor:
    corners = False
    if align_corners is not None:
        corners = align_corners
    if not theta.is_floating_point():  # pt: torch/nn/functional.py:4298
        raise ValueError("Expected theta to have floating point type, but got {}".format(theta.dtype))  # pt: torch/nn/functional.py:4299
    if len(size) != 4:
        raise NotImplementedError("affine_grid only supports 4D sizes, for 2D affine transforms. Got size {}.".format(  # pt: torch/nn/functional.py:4304
            size))
    if theta.dim() != 3 or theta.size(-2) != 2 or theta.size(-1) != 3:  # pt: torch/nn/functional.py:4302
        raise ValueError("Expected a batch of 2D affine matrices of shape Nx2x3 for size {}. Got {}.".format(  # pt: torch/nn/functional.py:4311
            size, theta.size()))
    if min(size) <= 0:
        raise ValueError("Expected non-zero, positive output size. Got {}".format(size))  # pt: torch/nn/functional.py:4317
    n = size[0]
    h = size[2]
    w = size[3]
    # Base grid [N, H, W, 3] of (x, y, 1) pixel centres in [-1, 1], times theta^T.
    xs = _grid_linspace(w, corners, theta.dtype)
    ys = _grid_linspace(h, corners, theta.dtype)
    base = torch.ones([n, h, w, 3], dtype=theta.dtype)
    base[:, :, :, 0] = xs
    base[:, :, :, 1] = ys.unsqueeze(-1)
    grid = base.view(n, h * w, 3).bmm(theta.transpose(1, 2))
    return grid.view(n, h, w, 2)


def _grid_linspace(steps: int, align_corners: bool, dtype: int) -> torch.Tensor:
    if steps <= 1:
        return torch.zeros([1], dtype=dtype)
    r = torch.linspace(-1.0, 1.0, steps, dtype=dtype)
    if not align_corners:
        r = r * (steps - 1) / steps
    return r


def grid_sample(input: torch.Tensor, grid: torch.Tensor, mode: str = "bilinear", padding_mode: str = "zeros",
                align_corners: Optional[bool] = None) -> torch.Tensor:
    if mode != "bilinear" and mode != "nearest" and mode != "bicubic":
        raise ValueError("nn.functional.grid_sample(): expected mode to be 'bilinear', 'nearest' or 'bicubic', but "  # pt: torch/nn/functional.py:4202
                         "got: '{}'".format(mode))
    if padding_mode != "zeros" and padding_mode != "border" and padding_mode != "reflection":
        raise ValueError("nn.functional.grid_sample(): expected padding_mode to be 'zeros', 'border', or "  # pt: torch/nn/functional.py:4207
                         "'reflection', but got: '{}'".format(padding_mode))
    mode_enum = 0
    if mode == "nearest":
        mode_enum = 1
    elif mode == "bicubic":
        mode_enum = 2
    padding_enum = 0
    if padding_mode == "border":
        padding_enum = 1
    elif padding_mode == "reflection":
        padding_enum = 2
    corners = False
    if align_corners is not None:
        corners = align_corners
    return torch.grid_sampler(input, grid, mode_enum, padding_enum, corners)  # pt: torch/nn/functional.py:4235


def pdist(input: torch.Tensor, p: float = 2.0) -> torch.Tensor:
    if input.dim() != 2:
        raise RuntimeError("pdist only supports 2D tensors, got: {}D".format(input.dim()))
    n = input.size(0)
    rows: List[torch.Tensor] = []
    for i in range(n - 1):
        rows.append(torch.pairwise_distance(input[i:i + 1], input[i + 1:], p, 0.0))
    if len(rows) == 0:
        return torch.zeros([0], dtype=input.dtype)
    return torch.cat(rows)


def upsample(input: torch.Tensor, size: Optional[Union[int, List[int], Tuple[int, int]]] = None,
             scale_factor: Optional[Union[float, List[float], Tuple[float, float]]] = None, mode: str = "nearest",
             align_corners: Optional[bool] = None) -> torch.Tensor:
    return interpolate(input, size, scale_factor, mode, align_corners)


def upsample_nearest(input: torch.Tensor, size: Optional[Union[int, List[int], Tuple[int, int]]] = None,
                     scale_factor: Optional[float] = None) -> torch.Tensor:
    return interpolate(input, size, scale_factor, mode="nearest")


def upsample_bilinear(input: torch.Tensor, size: Optional[Union[int, List[int], Tuple[int, int]]] = None,
                      scale_factor: Optional[float] = None) -> torch.Tensor:
    return interpolate(input, size, scale_factor, mode="bilinear", align_corners=True)


def unfold(input: torch.Tensor, kernel_size: Union[int, List[int], Tuple[int, int]], dilation: Union[int, List[int], Tuple[int, int]] = 1,
           padding: Union[int, List[int], Tuple[int, int]] = 0, stride: Union[int, List[int], Tuple[int, int]] = 1) -> torch.Tensor:
    return torch.im2col(input, _int_list(kernel_size), _int_list(dilation), _int_list(padding), _int_list(stride))  # pt: torch/nn/functional.py:4669


def fold(input: torch.Tensor, output_size: Union[int, List[int], Tuple[int, int]], kernel_size: Union[int, List[int], Tuple[int, int]],
         dilation: Union[int, List[int], Tuple[int, int]] = 1, padding: Union[int, List[int], Tuple[int, int]] = 0,
         stride: Union[int, List[int], Tuple[int, int]] = 1) -> torch.Tensor:
    return torch.col2im(input, _int_list(output_size), _int_list(kernel_size), _int_list(dilation),  # pt: torch/nn/functional.py:4691
                        _int_list(padding), _int_list(stride))


# ---- attention ------------------------------------------------------------------------- #

def _mha_float_mask(mask: torch.Tensor, dtype: int) -> torch.Tensor:
    # Boolean masks become additive masks with -inf where attention is barred.
    if mask.dtype == torch.bool:
        return torch.zeros_like(mask, dtype=dtype).masked_fill(mask, float("-inf"))
    return mask


def _in_projection_packed(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, w: torch.Tensor,
                          b: Optional[torch.Tensor] = None) -> List[torch.Tensor]:
    # PyTorch's packed in-projection: self-attention (q is k is v) is one GEMM
    # with the [3E, E] weight, encoder-decoder attention (k is v) two; the
    # chunks are views of its result, as PyTorch's are.
    E = q.size(-1)  # pt: torch/nn/functional.py:4733
    if k is v:
        if q is k:
            return torch.linear(q, w, b).chunk(3, dim=-1)  # pt: torch/nn/functional.py:4737
        ws = w.split([E, E * 2])  # pt: torch/nn/functional.py:4740
        b_q: Optional[torch.Tensor] = None
        b_kv: Optional[torch.Tensor] = None
        if b is not None:
            bs = b.split([E, E * 2])  # pt: torch/nn/functional.py:4744
            b_q = bs[0]
            b_kv = bs[1]
        kv = torch.linear(k, ws[1], b_kv).chunk(2, dim=-1)  # pt: torch/nn/functional.py:4745
        return [torch.linear(q, ws[0], b_q), kv[0], kv[1]]
    ws = w.chunk(3)  # pt: torch/nn/functional.py:4747
    b_q2: Optional[torch.Tensor] = None
    b_k: Optional[torch.Tensor] = None
    b_v: Optional[torch.Tensor] = None
    if b is not None:
        bs = b.chunk(3)  # pt: torch/nn/functional.py:4751
        b_q2 = bs[0]
        b_k = bs[1]
        b_v = bs[2]
    return [torch.linear(q, ws[0], b_q2), torch.linear(k, ws[1], b_k), torch.linear(v, ws[2], b_v)]


def multi_head_attention_forward(query: torch.Tensor, key: torch.Tensor, value: torch.Tensor,
                                 embed_dim_to_check: int, num_heads: int, in_proj_weight: Optional[torch.Tensor],
                                 in_proj_bias: Optional[torch.Tensor], bias_k: Optional[torch.Tensor],
                                 bias_v: Optional[torch.Tensor], add_zero_attn: bool, dropout_p: float,
                                 out_proj_weight: torch.Tensor, out_proj_bias: Optional[torch.Tensor],
                                 training: bool = True, key_padding_mask: Optional[torch.Tensor] = None,
                                 need_weights: bool = True, attn_mask: Optional[torch.Tensor] = None,
                                 use_separate_proj_weight: bool = False,
                                 q_proj_weight: Optional[torch.Tensor] = None,
                                 k_proj_weight: Optional[torch.Tensor] = None,
                                 v_proj_weight: Optional[torch.Tensor] = None,
                                 static_k: Optional[torch.Tensor] = None, static_v: Optional[torch.Tensor] = None,
                                 average_attn_weights: bool = True) -> Tuple[torch.Tensor, Optional[torch.Tensor]]:
    if static_k is not None or static_v is not None:
        raise RuntimeError("multi_head_attention_forward: static keys are not supported")
    is_batched = query.dim() == 3  # pt: torch/nn/functional.py:5066
    if not is_batched:
        query = query.unsqueeze(1)  # pt: torch/nn/functional.py:5012
        key = key.unsqueeze(1)  # pt: torch/nn/functional.py:5013
        value = value.unsqueeze(1)  # pt: torch/nn/functional.py:5014
        if key_padding_mask is not None:
            key_padding_mask = key_padding_mask.unsqueeze(0)  # pt: torch/nn/functional.py:5016
    tgt_len = query.size(0)  # pt: torch/nn/functional.py:5100
    bsz = query.size(1)  # pt: torch/nn/functional.py:5101
    embed_dim = query.size(2)  # pt: torch/nn/functional.py:5102
    src_len = key.size(0)  # pt: torch/nn/functional.py:5103
    assert embed_dim == embed_dim_to_check, \
        "was expecting embedding dimension of {}, but got {}".format(embed_dim_to_check, embed_dim)
    head_dim = embed_dim // num_heads
    assert head_dim * num_heads == embed_dim, "embed_dim {} not divisible by num_heads {}".format(embed_dim, num_heads)
    if use_separate_proj_weight:
        assert q_proj_weight is not None and k_proj_weight is not None and v_proj_weight is not None
        b_q: Optional[torch.Tensor] = None
        b_k: Optional[torch.Tensor] = None
        b_v: Optional[torch.Tensor] = None
        if in_proj_bias is not None:
            bs = in_proj_bias.chunk(3)  # pt: torch/nn/functional.py:5054
            b_q = bs[0]
            b_k = bs[1]
            b_v = bs[2]
        q = torch.linear(query, q_proj_weight, b_q)
        k = torch.linear(key, k_proj_weight, b_k)
        v = torch.linear(value, v_proj_weight, b_v)
    else:
        assert in_proj_weight is not None, "use_separate_proj_weight is False but in_proj_weight is None"
        qkv = _in_projection_packed(query, key, value, in_proj_weight, in_proj_bias)
        q = qkv[0]
        k = qkv[1]
        v = qkv[2]
    mask: Optional[torch.Tensor] = None
    if attn_mask is not None:
        if attn_mask.dim() == 2:  # pt: torch/nn/functional.py:5071
            if attn_mask.size(0) != tgt_len or attn_mask.size(1) != src_len:  # pt: torch/nn/functional.py:5109
                raise RuntimeError("The shape of the 2D attn_mask is {}, but should be ({}, {}).".format(  # pt: torch/nn/functional.py:5111
                    attn_mask.size(), tgt_len, src_len))
            mask = attn_mask.unsqueeze(0)  # pt: torch/nn/functional.py:5070
        elif attn_mask.dim() == 3:  # pt: torch/nn/functional.py:5076
            mask = attn_mask
        else:
            raise RuntimeError("attn_mask's dimension {} is not supported".format(attn_mask.dim()))
    # A learned key/value appended to every sequence (add_bias_kv), as a
    # last source position the masks let through.
    if bias_k is not None and bias_v is not None:
        k = torch.cat([k, bias_k.repeat(1, bsz, 1)])  # pt: torch/nn/functional.py:5085
        v = torch.cat([v, bias_v.repeat(1, bsz, 1)])  # pt: torch/nn/functional.py:5086
        if mask is not None:
            mask = torch._C._nn.pad(mask, [0, 1])  # pt: torch/nn/functional.py:5088
        if key_padding_mask is not None:
            key_padding_mask = torch._C._nn.pad(key_padding_mask, [0, 1])  # pt: torch/nn/functional.py:5090
    else:
        assert bias_k is None
        assert bias_v is None
    q = q.contiguous().view(tgt_len, bsz * num_heads, head_dim).transpose(0, 1)  # pt: torch/nn/functional.py:5095
    k = k.contiguous().view(k.size(0), bsz * num_heads, head_dim).transpose(0, 1)  # pt: torch/nn/functional.py:5097
    v = v.contiguous().view(v.size(0), bsz * num_heads, head_dim).transpose(0, 1)  # pt: torch/nn/functional.py:5106
    # A zero key and value appended after them (add_zero_attn).
    if add_zero_attn:
        zero_shape = [bsz * num_heads, 1, head_dim]
        k = torch.cat([k, torch.zeros(zero_shape, dtype=k.dtype)], dim=1)  # pt: torch/nn/functional.py:5117
        v = torch.cat([v, torch.zeros(zero_shape, dtype=v.dtype)], dim=1)  # pt: torch/nn/functional.py:5118
        if mask is not None:
            mask = torch._C._nn.pad(mask, [0, 1])  # pt: torch/nn/functional.py:5120
        if key_padding_mask is not None:
            key_padding_mask = torch._C._nn.pad(key_padding_mask, [0, 1])  # pt: torch/nn/functional.py:5122
    src_len = k.size(1)
    if key_padding_mask is not None:
        kpm = key_padding_mask.view(bsz, 1, 1, src_len).expand(-1, num_heads, -1, -1).reshape(  # pt: torch/nn/functional.py:5132
            bsz * num_heads, 1, src_len)
        if mask is None:
            mask = kpm
        elif mask.dtype == torch.bool:
            mask = mask.logical_or(kpm)  # pt: torch/nn/functional.py:5137
        else:
            mask = mask.masked_fill(kpm, float("-inf"))  # pt: torch/nn/functional.py:5139
    if not training:
        dropout_p = 0.0
    q_scaled = q / math.sqrt(float(head_dim))  # pt: torch/nn/functional.py:5156
    scores = torch.bmm(q_scaled, k.transpose(-2, -1))  # pt: torch/nn/functional.py:5160
    if mask is not None:
        scores = _mha_float_mask(mask, q.dtype) + scores
    weights = softmax(scores, dim=-1)
    if dropout_p > 0.0:
        weights = dropout(weights, p=dropout_p)
    attn_output = torch.bmm(weights, v)  # pt: torch/nn/functional.py:5165
    attn_output = attn_output.transpose(0, 1).contiguous().view(tgt_len * bsz, embed_dim)  # pt: torch/nn/functional.py:5167
    attn_output = torch.linear(attn_output, out_proj_weight, out_proj_bias)
    attn_output = attn_output.view(tgt_len, bsz, attn_output.size(1))  # pt: torch/nn/functional.py:5169
    if need_weights:
        avg = weights.view(bsz, num_heads, tgt_len, src_len)  # pt: torch/nn/functional.py:5173
        if average_attn_weights:
            avg = avg.sum(dim=1) / num_heads  # pt: torch/nn/functional.py:5175
        if not is_batched:
            attn_output = attn_output.squeeze(1)  # pt: torch/nn/functional.py:5179
            avg = avg.squeeze(0)  # pt: torch/nn/functional.py:5180
        return attn_output, avg
    if not is_batched:
        attn_output = attn_output.squeeze(1)  # pt: torch/nn/functional.py:5185
    return attn_output, None


# Note [CTC loss]: the forward (alpha) recursion of Graves et al. in log
# space, one sample at a time, vectorized over the extended target (blanks
# between and around the labels). The backward pass reuses the recursion on
# the reversed sequence for beta; the Python level wraps it in a custom
# autograd Function with PyTorch's gradient formula (nn_extras_py.cpp), which
# treats log_probs as log_softmax outputs as PyTorch's kernel does.
def _ctc_alpha(lpe: torch.Tensor, skip: torch.Tensor) -> torch.Tensor:
    steps, width = lpe.size(0), lpe.size(1)
    neg = torch.full([2], -math.inf, dtype=lpe.dtype)
    alpha = torch.full([width], -math.inf, dtype=lpe.dtype)
    alpha[0] = lpe[0, 0]
    if width > 1:
        alpha[1] = lpe[0, 1]
    rows = [alpha]
    for t in range(1, steps):
        a1 = torch.cat([neg[:1], alpha[:-1]])
        a2 = torch.where(skip, torch.cat([neg, alpha[:-2]]), neg[:1])
        alpha = torch.logsumexp(torch.stack([alpha, a1, a2]), 0) + lpe[t]
        rows.append(alpha)
    return torch.stack(rows)


def _ctc_extended(target: torch.Tensor, blank: int) -> Tuple[torch.Tensor, torch.Tensor]:
    # The extended label sequence and where a transition may skip a blank.
    n = target.size(0)
    ext = torch.full([2 * n + 1], blank, dtype=torch.long)
    ext[1::2] = target
    skip = torch.zeros([2 * n + 1], dtype=torch.bool)
    if n > 1:
        skip[3::2] = target[1:] != target[:-1]
    return ext, skip


def _ctc_target(targets: torch.Tensor, target_lengths: List[int], b: int) -> torch.Tensor:
    if targets.dim() == 2:
        return targets[b, :target_lengths[b]]
    start = 0
    for i in range(b):
        start += target_lengths[i]
    return targets[start:start + target_lengths[b]]


def _ctc_lengths(lengths: torch.Tensor) -> List[int]:
    out: List[int] = []
    flat = lengths.reshape([-1])
    for i in range(flat.size(0)):
        out.append(int(flat[i]))
    return out


def _ctc_nll(log_probs: torch.Tensor, targets: torch.Tensor, input_lengths: List[int], target_lengths: List[int],
             blank: int) -> torch.Tensor:
    losses: List[torch.Tensor] = []
    for b in range(log_probs.size(1)):
        ext, skip = _ctc_extended(_ctc_target(targets, target_lengths, b), blank)
        lpe = log_probs[:input_lengths[b], b].index_select(1, ext)
        last = _ctc_alpha(lpe, skip)[-1]
        losses.append(-torch.logsumexp(last[-2:], 0))
    return torch.stack(losses)


def _ctc_reduce(nll: torch.Tensor, target_lengths: List[int], reduction: str, zero_infinity: bool) -> torch.Tensor:
    if zero_infinity:
        nll = torch.where(nll == math.inf, torch.zeros_like(nll), nll)
    if reduction == "mean":
        lengths = torch.tensor(target_lengths, dtype=nll.dtype).clamp_min(1)
        return (nll / lengths).mean()
    if reduction == "sum":
        return nll.sum()
    return nll


def ctc_loss(log_probs: torch.Tensor, targets: torch.Tensor, input_lengths: torch.Tensor,
             target_lengths: torch.Tensor, blank: int = 0, reduction: str = "mean",
             zero_infinity: bool = False) -> torch.Tensor:
    lengths = _ctc_lengths(target_lengths)
    nll = _ctc_nll(log_probs, targets, _ctc_lengths(input_lengths), lengths, blank)
    return _ctc_reduce(nll, lengths, reduction, zero_infinity)
