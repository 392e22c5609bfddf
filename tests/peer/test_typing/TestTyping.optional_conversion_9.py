import torch

@torch.jit.script
def other_fn(x=None):
    # type: (Optional[int]) -> int
    return torch.jit._unwrap_optional(x)

@torch.jit.script
def fn(x):
    # type: (int) -> int
    return other_fn(x)

@torch.jit.script
def unify_to_optional(x):
    # type: (bool) -> Optional[int]
    if x:
        a = None
    else:
        a = 2
    return a

@torch.jit.script
def opt_list(x):
    # type: (Optional[List[float]]) -> int
    return 2

@torch.jit.script
def broadcast_opt_list(x):
    # type: (Optional[BroadcastingList2[float]]) -> int
    return 2

@torch.jit.script
def opt_list_tuple_caller(x):
    # type: (Tuple[float, float]) -> int
    return opt_list(x) + broadcast_opt_list(x)
print(opt_list_tuple_caller((2.0, 3.0)))
