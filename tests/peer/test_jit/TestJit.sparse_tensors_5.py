import torch

torch.manual_seed(0)

@torch.jit.ignore
def get_sparse():
    return torch.sparse.FloatTensor(2, 3)

@torch.jit.script
def test_is_sparse(input):
    # type: (Tensor) -> bool
    return input.is_sparse
script_out_is_sparse = test_is_sparse(get_sparse())
script_out_is_dense = test_is_sparse(torch.randn(2, 3))
print(script_out_is_dense)
