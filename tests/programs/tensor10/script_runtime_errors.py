import torch


@torch.jit.script
def bad_cat(a: torch.Tensor, b: torch.Tensor):
    return torch.cat([a, b], 1)


@torch.jit.script
def bad_mm(a: torch.Tensor, b: torch.Tensor):
    return a @ b


@torch.jit.script
def bad_view(a: torch.Tensor):
    return a.view(4, -1)


@torch.jit.script
def bad_index(a: torch.Tensor, i: int):
    return a[i]


@torch.jit.script
def bad_broadcast(a: torch.Tensor, b: torch.Tensor):
    return a + b


for fn, args in [(bad_cat, (torch.ones(2, 2), torch.ones(3, 2))), (bad_mm, (torch.ones(2, 3), torch.ones(2, 3))),
                 (bad_view, (torch.ones(3, 3),)), (bad_index, (torch.ones(3), 5)), (bad_broadcast, (torch.ones(2, 3), torch.ones(4)))]:
    try:
        fn(*args)
    except RuntimeError as e:
        print(str(e).strip().splitlines()[-1])
for f in [lambda: torch.ones(2, 3) + torch.ones(3, 2), lambda: torch.ones(2).view(3), lambda: torch.zeros(2, 2).reshape(3, -1),
          lambda: torch.ones(2, 3).sum(2), lambda: torch.ones(2).expand(3), lambda: torch.ones(3)[torch.tensor([True, False])],
          lambda: torch.ones(2, 2).squeeze(3), lambda: torch.cat([torch.ones(2), torch.ones(2, 1)]), lambda: torch.stack([]),
          lambda: torch.ones(2, 2).permute(0), lambda: torch.ones(2).item(), lambda: torch.ones(2, 3).mm(torch.ones(2, 3)),
          lambda: torch.ones(2).long().mean(), lambda: torch.tensor([1, 2]).std(), lambda: torch.ones(3).topk(4)]:
    try:
        f()
    except (RuntimeError, IndexError, ValueError, TypeError) as e:
        print(type(e).__name__ + ":", str(e).splitlines()[0])
