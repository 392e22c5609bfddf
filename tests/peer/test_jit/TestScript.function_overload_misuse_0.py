import torch

@torch.jit._overload
def wrong_decl_body(x: str) -> str:
    return x + '0'
