# torch.functional in TorchScript: functions PyTorch defines in Python under
# torch.* (torch.unique, torch.unique_consecutive), with PyTorch's names so
# saved code matches. A def decorated with
# @_boolean_dispatch(arg_name, arg_index, default, if_true, if_false) has no
# body of its own: a call picks `if_true` or `if_false` at compile time from
# a constant bool argument, as PyTorch's boolean_dispatch does, because the
# two return different types. (arg_index counts `input`; PyTorch's indices
# for unique_consecutive are kept as PyTorch has them.) torch._VF.name is
# the aten operator, as in PyTorch.
import torch
from typing import List, Optional, Tuple, Union


def _unique_impl(input: torch.Tensor, sorted: bool = True, return_inverse: bool = False,
                 return_counts: bool = False,
                 dim: Optional[int] = None) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    if dim is not None:
        output, inverse_indices, counts = torch._VF.unique_dim(input, dim, sorted=sorted, return_inverse=return_inverse,
                                                           return_counts=return_counts)
    else:
        output, inverse_indices, counts = torch._VF._unique2(input, sorted=sorted, return_inverse=return_inverse,
                                                         return_counts=return_counts)
    return output, inverse_indices, counts


def _return_counts(input: torch.Tensor, sorted: bool = True, return_inverse: bool = False,
                   return_counts: bool = False, dim: Optional[int] = None) -> Tuple[torch.Tensor, torch.Tensor]:
    output, _, counts = _unique_impl(input, sorted, return_inverse, return_counts, dim)
    return output, counts


def _return_output(input: torch.Tensor, sorted: bool = True, return_inverse: bool = False,
                   return_counts: bool = False, dim: Optional[int] = None) -> torch.Tensor:
    output, _, _ = _unique_impl(input, sorted, return_inverse, return_counts, dim)
    return output


def _return_inverse(input: torch.Tensor, sorted: bool = True, return_inverse: bool = False,
                    return_counts: bool = False, dim: Optional[int] = None) -> Tuple[torch.Tensor, torch.Tensor]:
    output, inverse_indices, _ = _unique_impl(input, sorted, return_inverse, return_counts, dim)
    return output, inverse_indices


@_boolean_dispatch("return_counts", 3, False, "_return_counts", "_return_output")
def _return_inverse_false():
    ...


@_boolean_dispatch("return_counts", 3, False, "_unique_impl", "_return_inverse")
def _return_inverse_true():
    ...


@_boolean_dispatch("return_inverse", 2, False, "_return_inverse_true", "_return_inverse_false")
def unique():
    ...


def _unique_consecutive_impl(input: torch.Tensor, return_inverse: bool = False, return_counts: bool = False,
                             dim: Optional[int] = None) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    output, inverse_indices, counts = torch._VF.unique_consecutive(input, return_inverse=return_inverse,
                                                               return_counts=return_counts, dim=dim)
    return output, inverse_indices, counts


def _consecutive_return_counts(input: torch.Tensor, return_inverse: bool = False, return_counts: bool = False,
                               dim: Optional[int] = None) -> Tuple[torch.Tensor, torch.Tensor]:
    output, _, counts = _unique_consecutive_impl(input, return_inverse, return_counts, dim)
    return output, counts


def _consecutive_return_output(input: torch.Tensor, return_inverse: bool = False, return_counts: bool = False,
                               dim: Optional[int] = None) -> torch.Tensor:
    output, _, _ = _unique_consecutive_impl(input, return_inverse, return_counts, dim)
    return output


def _consecutive_return_inverse(input: torch.Tensor, return_inverse: bool = False, return_counts: bool = False,
                                dim: Optional[int] = None) -> Tuple[torch.Tensor, torch.Tensor]:
    output, inverse_indices, _ = _unique_consecutive_impl(input, return_inverse, return_counts, dim)
    return output, inverse_indices


@_boolean_dispatch("return_counts", 1, False, "_consecutive_return_counts", "_consecutive_return_output")
def _consecutive_return_inverse_false():
    ...


@_boolean_dispatch("return_counts", 1, False, "_unique_consecutive_impl", "_consecutive_return_inverse")
def _consecutive_return_inverse_true():
    ...


@_boolean_dispatch("return_inverse", 2, False, "_consecutive_return_inverse_true",
                   "_consecutive_return_inverse_false")
def unique_consecutive():
    ...


def tensordot(a: torch.Tensor, b: torch.Tensor,
              dims: Union[int, Tuple[List[int], List[int]], List[List[int]], torch.Tensor] = 2,
              out: Optional[torch.Tensor] = None) -> torch.Tensor:
    dims_a: List[int] = []
    dims_b: List[int] = []
    if isinstance(dims, tuple):
        dims_a, dims_b = dims
    if isinstance(dims, list):
        dims_a, dims_b = dims
    if isinstance(dims, torch.Tensor):
        num_elements = dims.numel()
        if num_elements > 1:
            assert dims.size()[0] == 2
            dims_a = torch.jit.annotate(List[int], dims[0].tolist())
            dims_b = torch.jit.annotate(List[int], dims[1].tolist())
        else:
            dims_val = int(dims.item())
            if dims_val < 0:
                raise RuntimeError(f"tensordot expects dims >= 0, but got dims={dims}")
            dims_a = list(range(-dims_val, 0))
            dims_b = list(range(dims_val))
    if isinstance(dims, int):
        if dims < 0:
            raise RuntimeError(f"tensordot expects dims >= 0, but got dims={dims}")
        dims_a = list(range(-dims, 0))
        dims_b = list(range(dims))
    if out is None:
        return torch._VF.tensordot(a, b, dims_a, dims_b)
    else:
        return torch._VF.tensordot(a, b, dims_a, dims_b, out=out)


def stft(input: torch.Tensor, n_fft: int, hop_length: Optional[int] = None,
         win_length: Optional[int] = None, window: Optional[torch.Tensor] = None,
         center: bool = True, pad_mode: str = 'reflect', normalized: bool = False,
         onesided: Optional[bool] = None,
         return_complex: Optional[bool] = None) -> torch.Tensor:
    if center:
        signal_dim = input.dim()
        extended_shape = [1] * (3 - signal_dim) + list(input.size())
        pad = int(n_fft // 2)
        input = torch.nn.functional.pad(input.view(extended_shape), [pad, pad], pad_mode)
        input = input.view(input.shape[-signal_dim:])
    return torch._VF.stft(input, n_fft, hop_length, win_length, window,
                          normalized, onesided, return_complex)
