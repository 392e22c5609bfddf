# torch.sparse in TorchScript and at the Python level: PyTorch's
# torch/sparse/__init__.py functions over the aten sparse operators (Note
# [Sparse COO tensors] in tensor/sparse_coo.h).
import torch
from typing import List, Optional


def sum(input: torch.Tensor, dim: Optional[List[int]] = None, dtype: Optional[int] = None) -> torch.Tensor:
    if dtype is None:
        if dim is not None:
            return torch._sparse_sum(input, dim)
        else:
            return torch._sparse_sum(input)
    else:
        if dim is not None:
            return torch._sparse_sum(input, dim, dtype=dtype)
        else:
            return torch._sparse_sum(input, dtype=dtype)


def mm(mat1: torch.Tensor, mat2: torch.Tensor) -> torch.Tensor:
    if mat1.is_sparse and mat2.is_sparse:
        return torch._sparse_sparse_matmul(mat1, mat2)
    return torch._sparse_mm(mat1, mat2)


def addmm(mat: torch.Tensor, mat1: torch.Tensor, mat2: torch.Tensor, beta: float = 1., alpha: float = 1.) -> torch.Tensor:
    return torch._sparse_addmm(mat, mat1, mat2, beta=beta, alpha=alpha)
