// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// A minimal smart-contract account: its owner makes it call other contracts. Used to exercise a
/// contract-wallet depositor, which cannot sign cancels and must name its recipients.
contract ContractWallet {
    address public immutable owner;

    constructor(address owner_) {
        owner = owner_;
    }

    function execute(address to, uint256 value, bytes calldata data) external payable returns (bytes memory) {
        require(msg.sender == owner, "ContractWallet: not the owner");
        (bool ok, bytes memory result) = to.call{value: value}(data);
        if (!ok) {
            assembly {
                revert(add(result, 32), mload(result))
            }
        }
        return result;
    }

    receive() external payable {}
}
