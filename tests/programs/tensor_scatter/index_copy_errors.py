import torch
for f in [lambda: torch.zeros(3, 2, 4).index_copy_(0, torch.tensor([0]), torch.ones(1, 3, 5)),
          lambda: torch.zeros(3, 2, 4).index_copy_(1, torch.tensor([0]), torch.ones(1, 3, 5)),
          lambda: torch.zeros(3, 2).index_copy_(0, torch.tensor([0]), torch.ones(2)),
          lambda: torch.zeros(3, 2).index_copy_(0, torch.tensor([0, 1]), torch.tensor(1.0)),
          lambda: torch.zeros(3, 2).index_copy_(0, torch.tensor([0]), torch.ones(1, 2, dtype=torch.int64)),
          lambda: torch.zeros(3, 2).index_copy_(0, torch.tensor([0], dtype=torch.int32), torch.ones(1, 2)),
          lambda: torch.zeros(3, 2).index_copy_(0, torch.tensor([[0]]), torch.ones(1, 2)),
          lambda: torch.zeros(3, 2).index_copy_(0, torch.tensor([7]), torch.ones(1, 2)),
          lambda: torch.zeros(3, 2).index_add_(1, torch.tensor([0]), torch.ones(2)),
          lambda: torch.zeros(3, 2).index_add_(0, torch.tensor([0]), torch.ones(1, 2, 3)),
          ]:
    try: f(); print("ok")
    except Exception as e: print(type(e).__name__, e)
