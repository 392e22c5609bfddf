import torch
torch.manual_seed(0)
p = torch.tensor([0.1, 0.2, 0.7])
print([torch.multinomial(p.reshape(-1, 3), 1, True).item() for _ in range(10)])
torch.manual_seed(0)
print([torch.multinomial(p, 1, False).item() for _ in range(10)])
torch.manual_seed(0)
qs = [torch.empty(3).exponential_() for _ in range(7)]
print([(p / q).tolist() for q in qs[5:7]])
print([q.tolist() for q in qs[5:7]])
