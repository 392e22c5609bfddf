import torch
cases = [
    lambda: torch.ones(3)[torch.tensor([5])],
    lambda: torch.ones(3).view(2, 2),
    lambda: torch.ones(2, 3) @ torch.ones(2, 3),
    lambda: torch.cat([torch.ones(2, 3), torch.ones(2, 2)]),
    lambda: torch.ones(3).select(0, 7),
    lambda: torch.ones(2).item(),
    lambda: torch.tensor([1, 2]) ** -1,
    lambda: torch.ones(2, 2).gather(1, torch.tensor([[0.0]])),
    lambda: torch.ones(3).reshape(-1, -1),
    lambda: torch.ones(3).sum(dim=4),
    lambda: torch.ones(3).unsqueeze(5),
    lambda: torch.zeros(2, 3).transpose(0, 3),
    lambda: torch.ones(2)[0, 0],
    lambda: torch.arange(3).float().mean(dim=1),
]
for f in cases:
    try:
        f()
        print("ok")
    except Exception as e:
        print(type(e).__name__ + ":", str(e).split("\n")[0])
for f in [lambda: float(torch.ones(2)), lambda: int(torch.ones(2)), lambda: torch.ones(2, 2)[0, 0, 0],
          lambda: torch.ones(2)[:, None, 1], lambda: bool(torch.ones(2))]:
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)
