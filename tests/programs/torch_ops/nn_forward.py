import torch
x = torch.tensor([[0.1, 0.2, 0.7], [0.3, 0.3, 0.4]]).log()
t = torch.tensor([2, 0])
print(torch.native_layer_norm(torch.arange(6.0).view(2, 3), [3], None, None, 1e-5))
print(torch.native_batch_norm(torch.arange(6.0).view(2, 3), None, None, None, None, True, 0.1, 1e-5))
rm, rv = torch.zeros(3), torch.ones(3)
print(torch.native_batch_norm(torch.arange(6.0).view(2, 3), torch.ones(3), None, rm, rv, True, 0.1, 1e-5), rm, rv)
print(torch.native_batch_norm(torch.arange(6.0).view(2, 3), None, None, rm, rv, False, 0.1, 1e-5))
print(torch.native_group_norm(torch.arange(8.0).view(2, 4, 1), None, None, 2, 4, 1, 2, 1e-5))
print(torch.native_dropout(torch.ones(3), 0.5, False))
print(torch.channel_shuffle(torch.arange(8.0).view(1, 4, 2), 2), torch.native_channel_shuffle(torch.arange(6).view(1, 6, 1), 3))
print(torch.pdist(torch.tensor([[0.0, 0.0], [3.0, 4.0], [1.0, 1.0]])), torch.pdist(torch.tensor([[0.0, 0.0], [3.0, 4.0], [1.0, 1.0]]), 1))
for bad in [lambda: torch.channel_shuffle(torch.ones(1, 3, 2), 2), lambda: torch.pdist(torch.ones(3))]:
    try:
        bad()
    except RuntimeError as e:
        print(e)
