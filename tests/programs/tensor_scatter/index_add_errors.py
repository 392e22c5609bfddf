import torch
for f in [lambda: torch.zeros(3).index_add_(0, torch.tensor([0]), torch.ones(2)),
          lambda: torch.zeros(3, 2).index_add_(0, torch.tensor([0]), torch.ones(1, 3)),
          lambda: torch.zeros(3).index_add_(0, torch.tensor([0]), torch.ones(1, dtype=torch.int64)),
          lambda: torch.zeros(3).index_add_(0, torch.tensor([[0]]), torch.ones(1)),
          lambda: torch.zeros(3).index_add(0, torch.tensor([0.0]), torch.ones(1)),
          lambda: torch.zeros(3, 2).index_copy_(0, torch.tensor([0]), torch.ones(2, 2)),
          lambda: torch.zeros(3, 2).index_copy_(0, torch.tensor([0]), torch.ones(1, 3)),
          lambda: torch.zeros(3).index_add_(0, torch.tensor([5]), torch.ones(1)),
          ]:
    try: f(); print("ok")
    except Exception as e: print(type(e).__name__, e)
