// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// The deposit contract of one spoke chain. A deposit pulls the tokens, takes the relay fee as
/// value and derives the order id from the sender and the nonce. The operator pays out and
/// refunds from the contract's balance. The chain's native token (the v1 API's 0xeeee...eeee
/// address) is deposited as value on top of the relay fee and paid out as value.
contract SpokeDeposit is Ownable {
    using SafeERC20 for IERC20;

    address private constant NATIVE = 0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE;

    uint256 public relayFee;
    mapping(bytes32 => bool) public deposited;

    event Deposited(
        bytes32 indexed orderId, address indexed depositor, uint256 nonce, address token, uint256 amount, uint256 relayFee
    );
    event Released(bytes32 indexed orderId, address indexed token, address indexed to, uint256 amount, bool isRefund);

    constructor(uint256 relayFee_) Ownable(msg.sender) {
        relayFee = relayFee_;
    }

    function deposit(address token, uint256 amount, uint256 nonce) external payable returns (bytes32 orderId) {
        if (token == NATIVE) {
            require(msg.value == relayFee + amount, "SpokeDeposit: value must equal the relay fee plus the amount");
        } else {
            require(msg.value == relayFee, "SpokeDeposit: value must equal the relay fee");
        }
        require(amount > 0, "SpokeDeposit: zero amount");
        orderId = keccak256(abi.encode(msg.sender, nonce));
        require(!deposited[orderId], "SpokeDeposit: nonce already used");
        deposited[orderId] = true;
        if (token != NATIVE) IERC20(token).safeTransferFrom(msg.sender, address(this), amount);
        emit Deposited(orderId, msg.sender, nonce, token, amount, relayFee);
    }

    function release(bytes32 orderId, address token, address to, uint256 amount, bool isRefund) external onlyOwner {
        if (token == NATIVE) {
            (bool sent,) = payable(to).call{value: amount}("");
            require(sent, "SpokeDeposit: native transfer failed");
        } else {
            IERC20(token).safeTransfer(to, amount);
        }
        emit Released(orderId, token, to, amount, isRefund);
    }

    /// Funds the native-token pool that payouts in the chain's native token come from.
    receive() external payable {}

    function setRelayFee(uint256 relayFee_) external onlyOwner {
        relayFee = relayFee_;
    }
}
